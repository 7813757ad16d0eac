// Submitting a listing (docs/product.md#screen-listing; docs/decisions/0005): POST /api/properties as
// multipart/form-data, the `data` field (the listing's JSON) first and then one `images` part per picture,
// through XMLHttpRequest so that the upload's progress can be shown; then POST /api/listing_applications for
// the new property.
import { propertySubmittedSchema, type ListingData, type PropertySubmitted } from '@ikaze/domain';
import { ApiError, errorAnswer, GENERIC_ERROR, parseJson } from '@/lib/api';
import { api, apiUrl } from '@/lib/api-client';

export interface UploadProgress {
  loaded: number;
  total: number;
}

/** The listing as POST /api/properties takes it; older clients also name the host (the server ignores it). */
export type ListingPayload = ListingData & { hostId: number };

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
    request.open('POST', apiUrl('/api/properties'));
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
        reject(errorAnswer(request.status, parseJson(text)));
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
  return api.post('/api/listing_applications', { body: { hostId, propertyId } });
}
