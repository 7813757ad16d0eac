// Submitting a listing (docs/product.md#screen-listing; docs/decisions/0005): POST /api/properties as
// multipart/form-data, the `data` field (the listing's JSON) first and then one `images` part per picture,
// through XMLHttpRequest so that the upload's progress can be shown; then POST /api/listing_applications for
// the new property.
import {
  applicationResponseSchema,
  isErrorCode,
  propertySubmittedSchema,
  type ErrorCode,
  type ListingData,
  type PropertySubmitted,
} from '@ikaze/domain';
import { ApiError, apiRequest, GENERIC_ERROR } from '@/lib/api';
import { apiPaths } from '@/lib/paths';

export interface UploadProgress {
  loaded: number;
  total: number;
}

/** The listing as POST /api/properties takes it; older clients also name the host (the server ignores it). */
export type ListingPayload = ListingData & { hostId: number };

/** The error answer's message (in the page's language), code and field, as fetchJson reads them. */
function serverError(text: string): { message?: string; code?: ErrorCode; field?: string } {
  try {
    const payload = JSON.parse(text) as unknown;
    if (typeof payload === 'object' && payload !== null) {
      const { message, code, field } = payload as { message?: unknown; code?: unknown; field?: unknown };
      return {
        ...(typeof message === 'string' && message ? { message } : {}),
        ...(isErrorCode(code) ? { code } : {}),
        ...(typeof field === 'string' ? { field } : {}),
      };
    }
  } catch {
    // Not JSON (a proxy's error page): nothing from the server.
  }
  return {};
}

export function uploadListing(
  listing: ListingPayload,
  pictures: readonly File[],
  onProgress?: (progress: UploadProgress) => void,
  /** The same on every attempt of one listing: the server answers a retry with the property first created. */
  idempotencyKey?: string,
): Promise<PropertySubmitted> {
  const body = new FormData();
  // The server validates the listing as soon as this field arrives, before any picture is processed.
  body.append('data', JSON.stringify(listing));
  for (const picture of pictures) body.append('images', picture, picture.name);

  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', apiPaths.properties());
    request.setRequestHeader('accept', 'application/json');
    if (idempotencyKey) request.setRequestHeader('idempotency-key', idempotencyKey);
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    };
    request.onerror = () => reject(new ApiError(0, GENERIC_ERROR, undefined, false));
    request.onabort = () => reject(new ApiError(0, GENERIC_ERROR, undefined, false));
    request.ontimeout = () => reject(new ApiError(0, GENERIC_ERROR, undefined, false));
    request.onload = () => {
      const text = request.responseText;
      if (request.status !== 201) {
        const { message, code, field } = serverError(text);
        reject(
          new ApiError(request.status, message ?? GENERIC_ERROR, undefined, message !== undefined, {
            code,
            field,
          }),
        );
        return;
      }
      try {
        resolve(propertySubmittedSchema.parse(JSON.parse(text)));
      } catch {
        reject(new ApiError(request.status, GENERIC_ERROR, undefined, false));
      }
    };
    request.send(body);
  });
}

/** POST /api/listing_applications {hostId, propertyId}: 201 'Listing application submitted successfully!'. */
export function submitListingApplication(hostId: number, propertyId: number) {
  return apiRequest(apiPaths.applications(), {
    method: 'POST',
    body: { hostId, propertyId },
    schema: applicationResponseSchema,
  });
}
