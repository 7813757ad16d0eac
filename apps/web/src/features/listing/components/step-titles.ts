import type { ListingStepId } from '@ikaze/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The steps' titles (docs/product.md#screen-listing); the steps themselves are ids. */
export const STEP_TITLES: Record<ListingStepId, MessageDescriptor> = {
  name: msg`Name of accommodation`,
  details: msg`Accommodation Details`,
  amenities: msg`Amenities`,
  services: msg`Services at accommodation`,
  languages: msg`Languages`,
  rules: msg`Rules`,
  hostProfile: msg`Host profile`,
  pictures: msg`Pictures`,
  submission: msg`Submission`,
};
