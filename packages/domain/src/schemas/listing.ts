// The listing form (docs/product.md#screen-listing and #entities), written once:
// the web wizard validates each step with these schemas and the API validates the submitted listing with the
// same ones (POST /api/room_types, POST /api/properties).
import { z } from 'zod';
import {
  ACCOMMODATION_TYPES,
  AMENITIES,
  DESCRIPTION_MAX,
  LISTING_DEFAULTS,
  PICTURE_LIMITS,
  RATE_PLANS,
  ROOM_FACILITIES,
  ROOM_TYPE_TITLES,
  WHOLE_PROPERTY_CODE,
} from '../constants.ts';
import { PROPERTY_MESSAGES } from '../messages.ts';
import {
  SPEC_ACCOMMODATION_TYPES,
  SPEC_AMENITIES,
  SPEC_RATE_PLANS,
  SPEC_ROOM_FACILITIES,
  SPEC_ROOM_TYPE_TITLES,
  toAccommodationType,
  toAmenity,
  toRatePlan,
  toRoomFacility,
  toRoomTypeTitle,
} from '../stored-ids.ts';
import { isWholeProperty } from '../rules.ts';
import { MAX_ID, storedIdSchema } from './common.ts';
import { propertySchema, roomTypeSchema } from './property.ts';
import { PHONE_PATTERN } from './user.ts';

export const LISTING_NAME_MAX = 120;
export const HOST_DESCRIPTION_MAX = 300;
export const BED_INFORMATION_MAX = 200;
/** Whole RWF per night; a bound so that totals stay far inside the database's integers. */
export const ROOM_PRICE_MAX = 100_000_000;
export const ROOM_COUNT_MAX = 1000;
export const BED_COUNT_MAX = 100;
export const MAX_GUESTS_MAX = 1000;
/** Room types per listing. */
export const ROOM_TYPES_MAX = 20;
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

const megabytes = PICTURE_LIMITS.maxBytes / (1024 * 1024);

// The messages name the choices by the spec's words, which are also accepted (docs/decisions/0022-stored-ids.md).
const accommodationTypeWords = Object.values(SPEC_ACCOMMODATION_TYPES);
const ratePlanWords = RATE_PLANS.map((plan) => SPEC_RATE_PLANS[plan]);
const roomTitleWords = ROOM_TYPE_TITLES.map((title) => SPEC_ROOM_TYPE_TITLES[title]);

/**
 * The form's and the server's messages. The product's (docs/product.md#validation and #messages) are to the
 * letter; the others are ours.
 */
export const LISTING_MESSAGES = {
  nameRequired: 'Name of accommodation is required.',
  nameTooLong: `Name of accommodation must be at most ${LISTING_NAME_MAX} characters.`,
  descriptionRequired: 'Description is required.',
  descriptionTooLong: `Description must be at most ${DESCRIPTION_MAX} characters.`,
  accommodationTypeInvalid: `Accommodation type must be ${accommodationTypeWords.slice(0, -1).join(', ')} or ${accommodationTypeWords.at(-1)}.`,
  addressRequired: 'Address is required.',
  addressTooLong: 'Address must be at most 200 characters.',
  cityRequired: 'City is required.',
  cityTooLong: 'City must be at most 100 characters.',
  countryRequired: 'Country is required.',
  countryTooLong: 'Country must be at most 100 characters.',
  latitudeInvalid: 'Latitude must be between -90 and 90.',
  longitudeInvalid: 'Longitude must be between -180 and 180.',
  amenityInvalid: `Choose amenities from the list: ${Object.values(SPEC_AMENITIES).join(', ')}.`,
  ratePlanRequired: 'Rate plan is required.',
  ratePlanInvalid: `Rate plan must be ${ratePlanWords.slice(0, -1).join(', ')} or ${ratePlanWords.at(-1)}.`,
  checkInTimeInvalid: 'Check-in time must look like HH:MM.',
  checkOutTimeInvalid: 'Check-out time must look like HH:MM.',
  quietHoursInvalid: 'Quiet hours must look like HH:MM.',
  maxGuests: 'Maximum guests must be at least 1.',
  maxGuestsTooMany: `Maximum guests must be at most ${MAX_GUESTS_MAX}.`,
  hostNameRequired: 'Host name is required.',
  hostNameTooLong: 'Host name must be at most 100 characters.',
  hostPhoneInvalid: "Host phone must start with '07' and be 10 digits long.",
  momoCodeRequired: 'MoMo code is required.',
  momoCodeTooLong: 'MoMo code must be at most 50 characters.',
  bankAccountRequired: 'Bank account number is required.',
  bankAccountTooLong: 'Bank account number must be at most 50 characters.',
  shortDescriptionRequired: 'Short description is required.',
  shortDescriptionTooLong: `Short description must be at most ${HOST_DESCRIPTION_MAX} characters.`,
  // Room types (docs/product.md#validation: price at least 0, rooms at least 1, discount 0 to 100, beds at
  // least 0).
  roomTitleInvalid: `Choose a room type: ${roomTitleWords.join(', ')}, or the whole property.`,
  priceRequired: 'Price is required.',
  priceWhole: 'Price must be a whole number of RWF.',
  priceMin: 'Price must be at least 0.',
  priceMax: `Price must be at most ${ROOM_PRICE_MAX.toLocaleString('en-US')} RWF.`,
  discountRange: 'Discount must be between 0 and 100.',
  discountWhole: 'Discount must be a whole number.',
  roomCountRequired: 'Number of rooms is required.',
  roomCountWhole: 'Number of rooms must be a whole number.',
  roomCountMin: 'Number of rooms must be at least 1.',
  roomCountMax: `Number of rooms must be at most ${ROOM_COUNT_MAX}.`,
  bedCountMin: 'Bed counts must be at least 0.',
  bedCountWhole: 'Bed counts must be whole numbers.',
  bedCountMax: `Bed counts must be at most ${BED_COUNT_MAX}.`,
  bedInformationTooLong: `Bed information must be at most ${BED_INFORMATION_MAX} characters.`,
  facilityInvalid: `Choose facilities from the list: ${Object.values(SPEC_ROOM_FACILITIES).join(', ')}.`,
  roomTypesRequired: 'Add at least one room type.',
  roomTypesTooMany: `A listing can have at most ${ROOM_TYPES_MAX} room types.`,
  roomTypeRepeated: 'The same room type is listed twice.',
  roomTypeInvalid: 'Selected room type is invalid.',
  roomTypeNotFound: 'Room type not found.',
  wholePropertyAlone: 'A whole-property listing has exactly one room type: the whole property.',
  // Pictures (docs/product.md#pictures): checked again by content on the server.
  pictureType: 'Pictures must be png, jpg or jpeg images.',
  pictureTooLarge: `Each picture can be at most ${megabytes} MB.`,
  tooManyPictures: `A listing can have at most ${PICTURE_LIMITS.maxCount} pictures.`,
  // Submission.
  confirmTruth: 'Please confirm that the information you provided is true.',
  invalidJson: 'The listing data is not valid JSON.',
  dataNotObject: 'The listing data must be a JSON object.',
  dataMissing: 'The listing data is missing: send it as the "data" field.',
  dataTooLarge: 'The listing data is too large.',
  unexpectedField: 'Unexpected form field: send the listing as "data" and the pictures as "images".',
  uploadUnreadable: 'The upload could not be read. Please try again.',
  tooManyFields: 'The form has too many fields: send the listing as "data" and the pictures as "images".',
  roomTypeCreated: PROPERTY_MESSAGES.roomTypeCreated,
  roomTypeDeleted: 'Room type removed.',
  tooManyDrafts: 'You have too many room types that are not part of a listing yet. Remove some first.',
  submitted: PROPERTY_MESSAGES.submitted,
  idempotencyMismatch:
    'This Idempotency-Key was already used for a different room type or listing. Use a new key for a new one.',
} as const;
const M = LISTING_MESSAGES;

// Each check aborts on failure so that a field reports one message: the first rule it breaks.
const requiredText = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, { error: required, abort: true }).max(max, { error: tooLong });

const wholeNumber = (
  messages: { required: string; whole: string; min: string; max: string },
  min: number,
  max: number,
) =>
  z
    .number({ error: messages.required })
    .int({ error: messages.whole, abort: true })
    .min(min, { error: messages.min, abort: true })
    .max(max, { error: messages.max });

/** A list of known values (ids, or the spec's words), each at most once (a repeat is dropped, not an error). */
const subsetOf = <const T extends readonly [string, ...string[]]>(
  values: T,
  read: (value: string) => T[number] | undefined,
  message: string,
) =>
  z
    .array(storedIdSchema(values, read, message), { error: message })
    .max(values.length * 4, { error: message })
    .transform((list) => [...new Set(list)])
    .default([]);

const timeOfDay = (message: string, fallback: string) =>
  z.string({ error: message }).regex(TIME_PATTERN, { error: message }).default(fallback);

const bedCount = wholeNumber(
  { required: M.bedCountMin, whole: M.bedCountWhole, min: M.bedCountMin, max: M.bedCountMax },
  0,
  BED_COUNT_MAX,
).default(0);

export const roomTypeTitleSchema = storedIdSchema(
  [...ROOM_TYPE_TITLES, WHOLE_PROPERTY_CODE],
  toRoomTypeTitle,
  M.roomTitleInvalid,
);
export type RoomTypeTitle = z.infer<typeof roomTypeTitleSchema>;

/**
 * A room type's fields (docs/product.md#entities and #calls POST /api/room_types). For the whole property
 * (title WHOLE_PROPERTY_CODE) the bed fields mean rooms: kingBed = washrooms, queenBed = kitchens, twinBed
 * unused; see roomTypeInputSchema. Plain object, so that the room-type dialog can pick its sub-steps from it.
 */
export const roomTypeFieldsSchema = z.object({
  title: roomTypeTitleSchema,
  price: wholeNumber(
    { required: M.priceRequired, whole: M.priceWhole, min: M.priceMin, max: M.priceMax },
    0,
    ROOM_PRICE_MAX,
  ),
  discount: wholeNumber(
    { required: M.discountRange, whole: M.discountWhole, min: M.discountRange, max: M.discountRange },
    0,
    100,
  ).default(0),
  facilities: subsetOf(ROOM_FACILITIES, toRoomFacility, M.facilityInvalid),
  remainingRoomCount: wholeNumber(
    { required: M.roomCountRequired, whole: M.roomCountWhole, min: M.roomCountMin, max: M.roomCountMax },
    1,
    ROOM_COUNT_MAX,
  ),
  bedInformation: z
    .string({ error: M.bedInformationTooLong })
    .trim()
    .max(BED_INFORMATION_MAX, { error: M.bedInformationTooLong })
    .nullish()
    .transform((text) => (text ? text : null)),
  kingBed: bedCount,
  queenBed: bedCount,
  twinBed: bedCount,
});

/**
 * POST /api/room_types, and an inline room type of a listing. The whole property is one unit
 * (docs/product.md#constants): its count is forced to 1 and twinBed to 0.
 */
export const roomTypeInputSchema = roomTypeFieldsSchema.transform((roomType) =>
  isWholeProperty(roomType.title) ? { ...roomType, remainingRoomCount: 1, twinBed: 0 } : roomType,
);
export type RoomTypeInput = z.input<typeof roomTypeInputSchema>;
export type RoomTypeData = z.output<typeof roomTypeInputSchema>;

/** The room-type dialog's three sub-steps (docs/product.md#screen-listing), then its submitted state. */
export const roomTypeStepSchemas = [
  roomTypeFieldsSchema.pick({ title: true, remainingRoomCount: true, price: true, discount: true }),
  roomTypeFieldsSchema.pick({ bedInformation: true, kingBed: true, queenBed: true, twinBed: true }),
  roomTypeFieldsSchema.pick({ facilities: true }),
] as const;

/** A room type created earlier by the same user through POST /api/room_types, by its id. */
export const roomTypeIdSchema = z
  .number({ error: M.roomTypeInvalid })
  .int({ error: M.roomTypeInvalid })
  .min(1, { error: M.roomTypeInvalid })
  .max(MAX_ID, { error: M.roomTypeInvalid });

/**
 * One room type of a listing: a number is the id of a room type created earlier (POST /api/room_types), an
 * object a new room type. Dispatched on the type so that a room type's own messages reach the user.
 */
export const listingRoomTypeSchema = z
  .custom<number | RoomTypeInput>(
    (value) => typeof value === 'number' || (typeof value === 'object' && value !== null),
    {
      error: M.roomTypeInvalid,
    },
  )
  .transform((value, ctx): number | RoomTypeData => {
    const result =
      typeof value === 'number' ? roomTypeIdSchema.safeParse(value) : roomTypeInputSchema.safeParse(value);
    if (result.success) return result.data;
    for (const issue of result.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  });

/** Room types of a listing: ids from POST /api/room_types or inline objects, 1 to 20, each id once. */
export const listingRoomTypesSchema = z
  .array(listingRoomTypeSchema, { error: M.roomTypesRequired })
  .min(1, { error: M.roomTypesRequired, abort: true })
  .max(ROOM_TYPES_MAX, { error: M.roomTypesTooMany, abort: true })
  .superRefine((list, ctx) => {
    const ids = list.filter((item) => typeof item === 'number');
    if (new Set(ids).size < ids.length) ctx.addIssue({ code: 'custom', message: M.roomTypeRepeated });
    // The whole property is rented as one: it cannot sit beside rooms (docs/product.md#screen-listing: no
    // 'Add another room type').
    if (list.length > 1 && list.some((item) => typeof item !== 'number' && isWholeProperty(item.title)))
      ctx.addIssue({ code: 'custom', message: M.wholePropertyAlone });
  });

export const listingLocationSchema = z.object(
  {
    address: requiredText(M.addressRequired, 200, M.addressTooLong),
    city: requiredText(M.cityRequired, 100, M.cityTooLong),
    country: requiredText(M.countryRequired, 100, M.countryTooLong),
    markerPosition: z
      .object({
        lat: z.number({ error: M.latitudeInvalid }).min(-90, { error: M.latitudeInvalid }).max(90, {
          error: M.latitudeInvalid,
        }),
        lng: z.number({ error: M.longitudeInvalid }).min(-180, { error: M.longitudeInvalid }).max(180, {
          error: M.longitudeInvalid,
        }),
      })
      .default({ ...LISTING_DEFAULTS.markerPosition }),
  },
  { error: M.addressRequired },
);

const flag = z.boolean().default(false);

export const listingServicesSchema = z
  .object({ roomService: flag, laundry: flag, breakfast: flag, customService: flag })
  .prefault({});
export const listingLanguagesSchema = z
  .object({ english: flag, french: flag, swahili: flag, kinyarwanda: flag })
  .prefault({});
export const listingRulesSchema = z.object(
  {
    noSmoking: flag,
    noPets: flag,
    childrenAllowed: flag,
    partiesAllowed: flag,
    checkInTime: timeOfDay(M.checkInTimeInvalid, LISTING_DEFAULTS.checkInTime),
    checkOutTime: timeOfDay(M.checkOutTimeInvalid, LISTING_DEFAULTS.checkOutTime),
    quietHours: z
      .object({
        start: timeOfDay(M.quietHoursInvalid, LISTING_DEFAULTS.quietHours.start),
        end: timeOfDay(M.quietHoursInvalid, LISTING_DEFAULTS.quietHours.end),
      })
      .prefault({}),
    ecoFriendlyPractices: flag,
    // On unless the host turns it off: every stay booked before payments was paid at the property.
    payAtProperty: z.boolean().default(true),
    maxGuests: wholeNumber(
      { required: M.maxGuests, whole: M.maxGuests, min: M.maxGuests, max: M.maxGuestsTooMany },
      1,
      MAX_GUESTS_MAX,
    ),
  },
  { error: M.maxGuests },
);

export const listingHostInfoSchema = z.object(
  {
    hostName: requiredText(M.hostNameRequired, 100, M.hostNameTooLong),
    hostPhone: z
      .string({ error: M.hostPhoneInvalid })
      .trim()
      .regex(PHONE_PATTERN, { error: M.hostPhoneInvalid }),
    momoCode: requiredText(M.momoCodeRequired, 50, M.momoCodeTooLong),
    bankAccountNumber: requiredText(M.bankAccountRequired, 50, M.bankAccountTooLong),
    hostShortDescription: requiredText(
      M.shortDescriptionRequired,
      HOST_DESCRIPTION_MAX,
      M.shortDescriptionTooLong,
    ),
  },
  { error: M.hostNameRequired },
);

/**
 * A listing as the form collects it and POST /api/properties takes it (as JSON, or as the `data` field of a
 * multipart form beside the `images` files). Fields are in the order of the form's steps, so the first issue
 * is the first thing to fix. The host is the signed-in user: a `hostId` sent along is dropped, and `rating`
 * is always 0 on a new listing (docs/product.md#entities).
 */
export const listingInputSchema = z.object(
  {
    name: requiredText(M.nameRequired, LISTING_NAME_MAX, M.nameTooLong),
    description: requiredText(M.descriptionRequired, DESCRIPTION_MAX, M.descriptionTooLong),
    accommodationType: storedIdSchema(ACCOMMODATION_TYPES, toAccommodationType, M.accommodationTypeInvalid),
    location: listingLocationSchema,
    rate_plan: storedIdSchema(RATE_PLANS, toRatePlan, (issue) =>
      issue.input === undefined || issue.input === '' ? M.ratePlanRequired : M.ratePlanInvalid,
    ),
    roomTypes: listingRoomTypesSchema,
    amenities: subsetOf(AMENITIES, toAmenity, M.amenityInvalid),
    services: listingServicesSchema,
    languages: listingLanguagesSchema,
    rules: listingRulesSchema,
    hostInfo: listingHostInfoSchema,
    rating: z
      .unknown()
      .optional()
      .transform((): 0 => 0),
  },
  { error: M.dataNotObject },
);
export type ListingInput = z.input<typeof listingInputSchema>;
export type ListingData = z.output<typeof listingInputSchema>;

/** What the browser knows of a chosen file (a `File` has these). The server checks the content again. */
export interface PictureFileLike {
  name: string;
  size: number;
  type: string;
}
const isPictureFileLike = (value: unknown): value is PictureFileLike =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PictureFileLike).name === 'string' &&
  typeof (value as PictureFileLike).size === 'number' &&
  typeof (value as PictureFileLike).type === 'string';

/** The Pictures step: optional (a default picture stands in), png/jpg/jpeg, at most 10 MB each and 20 in all. */
export const listingPicturesSchema = z
  .array(
    z
      .custom<PictureFileLike>(isPictureFileLike, { error: M.pictureType })
      .refine((file) => (PICTURE_LIMITS.types as readonly string[]).includes(file.type), {
        error: M.pictureType,
        abort: true,
      })
      .refine((file) => file.size <= PICTURE_LIMITS.maxBytes, { error: M.pictureTooLarge }),
  )
  .max(PICTURE_LIMITS.maxCount, { error: M.tooManyPictures })
  .default([]);

/**
 * The Submission step: the truth-confirmation checkbox (docs/product.md#screen-listing). It never leaves the
 * browser.
 */
export const listingConfirmationSchema = z.literal(true, { error: M.confirmTruth });

/** The whole wizard: the listing, its pictures and the confirmation. */
export const listingFormSchema = listingInputSchema.extend({
  pictures: listingPicturesSchema,
  confirmed: listingConfirmationSchema,
});
export type ListingFormInput = z.input<typeof listingFormSchema>;
export type ListingFormData = z.output<typeof listingFormSchema>;

/**
 * The nine steps of docs/product.md#screen-listing, in order, each with the form fields it validates. A step is
 * an id: its title is screen text, in the web app's catalogs.
 */
export const LISTING_STEPS = [
  { id: 'name', fields: ['name'] },
  { id: 'details', fields: ['description', 'accommodationType', 'location', 'rate_plan', 'roomTypes'] },
  { id: 'amenities', fields: ['amenities'] },
  { id: 'services', fields: ['services'] },
  { id: 'languages', fields: ['languages'] },
  { id: 'rules', fields: ['rules'] },
  { id: 'hostProfile', fields: ['hostInfo'] },
  { id: 'pictures', fields: ['pictures'] },
  { id: 'submission', fields: ['confirmed'] },
] as const satisfies ReadonlyArray<{ id: string; fields: ReadonlyArray<keyof ListingFormInput> }>;
export type ListingStepId = (typeof LISTING_STEPS)[number]['id'];

/** One schema per step (same order as LISTING_STEPS), for validating a step at a time. */
export const listingStepSchemas = [
  listingFormSchema.pick({ name: true }),
  listingFormSchema.pick({
    description: true,
    accommodationType: true,
    location: true,
    rate_plan: true,
    roomTypes: true,
  }),
  listingFormSchema.pick({ amenities: true }),
  listingFormSchema.pick({ services: true }),
  listingFormSchema.pick({ languages: true }),
  listingFormSchema.pick({ rules: true }),
  listingFormSchema.pick({ hostInfo: true }),
  listingFormSchema.pick({ pictures: true }),
  listingFormSchema.pick({ confirmed: true }),
] as const;

/** The first problem of a failed parse, as one sentence for the user (the API answers it as `message`). */
export function firstIssueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The listing is not valid.';
  if (!issue.message.startsWith('Invalid input')) return issue.message;
  const path = issue.path.map(String).join('.');
  return path ? `${path}: ${issue.message}.` : `${issue.message}.`;
}

// Answers of the listing endpoints; room types and properties in the shape of schemas/property.ts.

/** POST /api/room_types: 201. The room type waits, unattached, until a listing names its id. */
export const roomTypeCreatedSchema = z.object({
  message: z.string(),
  id: z.number().int(),
  roomType: roomTypeSchema,
});
export type RoomTypeCreated = z.infer<typeof roomTypeCreatedSchema>;

/** GET /api/room_types/drafts: your room types that no listing uses yet, oldest first. */
export const draftRoomTypesSchema = z.object({ roomTypes: z.array(roomTypeSchema) });
export type DraftRoomTypes = z.infer<typeof draftRoomTypesSchema>;

/** POST /api/properties: 201. The property is pending until its listing application is approved. */
export const propertySubmittedSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  property: propertySchema,
});
export type PropertySubmitted = z.infer<typeof propertySubmittedSchema>;
