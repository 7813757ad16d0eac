// User-facing strings (docs/product.md#messages, #validation and the screens' sections), to the letter.
// Both sides import them; the English is each message's id in the domain catalogs (docs/decisions/0021-domain-messages.md),
// and a message with values is a template.
import { template } from './i18n/translate.ts';

export const REGISTER_MESSAGES = {
  firstNameRequired: 'First name is required.',
  lastNameRequired: 'Last name is required.',
  emailRequired: 'Email is required.',
  usernameRequired: 'Username is required.',
  phoneRequired: 'Phone number is required.',
  passwordRequired: 'Password is required.',
  invalidEmail: 'Invalid email format.',
  invalidPhone: "Phone number must start with '07' and be 10 digits long.",
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 8 characters.',
  passwordTooLong: 'Password must be at most 128 characters.',
  // New passwords only (docs/decisions/0014-sign-in-limits-and-passwords.md).
  passwordTooCommon: 'Password is too common or has appeared in a data breach. Please choose another one.',
  passwordContainsName: 'Password must not contain your username or the part of your email before the @.',
  passwordControlCharacters: 'Password must not contain control characters such as tabs or line breaks.',
  usernameTaken: 'Username is already taken.',
  emailTaken: 'Email is already registered.',
  successPrefix: 'Success! Account created.',
  genericFailure: 'An error occurred. Please try again.',
  usernameTooLong: 'Username must be at most 50 characters.',
  usernameCharacters: 'Username may contain letters, digits, dots, dashes and underscores only.',
  namesTooLong: 'Names must be at most 100 characters.',
  /** The API's answer to a sign-up. */
  welcome: template('Welcome to Ikaze, {firstName}! You can now sign in.'),
} as const;

export const AUTH_MESSAGES = {
  loginSuccess: 'Successfully logged in.',
  invalidCredentials: 'Invalid username or password.',
  deactivated: 'This account has been deactivated.',
  tooManyAttempts: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
  notSignedIn: 'Please sign in to continue.',
  forbidden: 'You are not allowed to do this.',
  loggedOut: 'Logged out.',
} as const;

export const USER_MESSAGES = {
  notFound: 'User not found.',
  noUsers: 'No users found',
  noHosts: 'No Hosts found',
  fetchError: 'Error fetching user data',
  notAvailable: 'User data not available',
  idMissing: 'User ID is missing in the URL',
  updated: 'Profile updated.',
  notShared: "You can see this person's details only while you have a booking with them.",
  onlyAdminActivates: 'Only an admin can activate or deactivate accounts.',
  cannotDeactivateSelf: 'You cannot deactivate your own account.',
} as const;

export const RESERVATION_MESSAGES = {
  datesRequired: 'Please provide both check-in and check-out dates.',
  checkOutAfterCheckIn: 'Check-out date must be later than the check-in date.',
  atLeastOneRoom: 'Please select at least one room.',
  tooManyRooms: template('You cannot reserve more than {n} rooms.'),
  invalidRoomType: 'Selected room type is invalid.',
  success: 'Reservation successful! ',
  onlyLeft: template('Only {n} rooms are left for these dates.'),
  pastDate: 'Check-in date cannot be in the past.',
} as const;

export const BOOKING_MESSAGES = {
  fetchFailed: 'Failed to fetch bookings',
  statusUpdated: template('Booking status updated to {status}'),
  statusUpdateFailed: 'Failed to update booking status. Please try again.',
  cancelled: 'Booking successfully cancelled.',
  cancelFailed: 'Failed to cancel the booking. Please try again.',
  notAllowed: 'Not Allowed',
} as const;

export const PROPERTY_MESSAGES = {
  notFound: 'Property not found.',
  fetchDetailsFailed: 'Failed to fetch property details.',
  fetchListFailed: 'Failed to fetch properties.',
  noResults: 'No results found',
  unavailable: 'Accommodation data is unavailable',
  loading: 'Loading applications...',
  submitted: 'Property submitted successfully!',
  applicationSubmitted: 'Listing application submitted successfully!',
  submitFailed: 'Error submitting the property. Please try again.',
  applicationFailed: 'Error submitting the listing application. Please try again.',
  roomTypeCreated: 'Room type created successfully!',
} as const;

export const APPLICATION_MESSAGES = {
  fetchFailed: 'Failed to fetch applications.',
  approveFailed: 'Failed to approve application.',
  rejectFailed: 'Failed to reject application.',
  recommendationFailed: 'Failed to update recommendation.',
} as const;

/** Uploaded pictures, checked by their content (docs/product.md#pictures). */
export const PICTURE_MESSAGES = {
  unsupportedType: 'Pictures must be png, jpg or jpeg images.',
  unreadable: 'This picture could not be read. Please upload a valid png, jpg or jpeg image.',
  tooLarge: template('This picture is too large: at most {megapixels} megapixels.'),
  notFound: 'Picture not found.',
  /** The pictures' storage (the S3_* bucket) does not answer: 503 STORAGE_UNAVAILABLE. */
  storageUnavailable: 'Pictures cannot be reached right now. Please try again in a minute.',
  // A listing's upload names the file before the problem ('kivu.png: …'): the same sentences, so that they
  // translate with the name kept.
  unsupportedTypeIn: template('{file}: Pictures must be png, jpg or jpeg images.'),
  unreadableIn: template(
    '{file}: This picture could not be read. Please upload a valid png, jpg or jpeg image.',
  ),
  tooLargeIn: template('{file}: This picture is too large: at most {megapixels} megapixels.'),
} as const;

/** What an id or number in a message is: a value of the templates below, translated with them. */
export const INPUT_SUBJECTS = {
  user: 'user',
  record: 'record',
  application: 'application',
  host: 'host',
  property: 'property',
  roomType: 'room type',
  booking: 'booking',
  pageSize: 'The page size',
} as const;
export type InputSubject = (typeof INPUT_SUBJECTS)[keyof typeof INPUT_SUBJECTS];

/** What any input is told when it cannot be held: numbers past their column, dates past the calendar, text with NUL. */
export const INPUT_MESSAGES = {
  wholeNumber: template('{what} must be a whole number from {min} to {max}.'),
  id: template('The {what} id must be a positive whole number.'),
  page: template('The page must be a whole number from 1 to {max}.'),
  dateRange: template('Dates must be between {min} and {max}.'),
  tooLong: template('At most {max} characters.'),
  nulCharacter: 'Text cannot contain the NUL character (U+0000).',
  notUnicode: 'Text must be valid Unicode (it holds a lone surrogate).',
} as const;

export const GENERIC_MESSAGES = {
  notFound: 'Not found.',
  serverError: 'Something went wrong on our side. Please try again.',
  invalidRequest: 'The request is not valid.',
  badUrl: 'The address of this request is not valid: its percent-encoding is broken.',
  comingSoon: 'Coming Soon...',
  unexpectedError: 'Unexpected Application Error!',
  reportNotFound: 'Report not found',
  addressTooLong: 'The address is too long.',
  malformedRequest: 'This request could not be read: it is malformed.',
  headersTooLarge: 'The address or the headers of this request are too long.',
  requestTimeout: 'The request took too long to arrive.',
  /** 503 DATABASE_UNAVAILABLE: the database is restarting or failing over (docs/operations.md). */
  databaseUnavailable: 'The site is briefly unavailable. Please try again in a few seconds.',
  /** GET /metrics without its token, or from elsewhere than this machine (docs/operations.md#metrics). */
  metricsNeedToken: 'The metrics are shown only with the metrics token (Authorization: Bearer).',
  metricsThisMachineOnly: 'The metrics are shown only to this machine itself, not through a proxy.',
  noRoute: template('No route for {method} {path}.'),
  /** A schema rule without a message of ours, in a language other than English (English shows the rule's own words). */
  invalidField: template('The value of {field} is not valid.'),
} as const;

/** Requests refused to protect the site and its other users (docs/decisions/0015-cross-site-and-abuse-limits.md). */
export const LIMIT_MESSAGES = {
  crossSite:
    'This request came from another site and was refused. Please open Ikaze itself and try again from there.',
  sendAsJson:
    'This request was refused: send it as JSON (Content-Type: application/json), or from Ikaze itself.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  listingQuota: template(
    'You can submit at most {max} listings an hour. Please try again in {minutes} minutes.',
  ),
  listingQuotaOneMinute: template(
    'You can submit at most {max} listings an hour. Please try again in 1 minute.',
  ),
  uploadQuota: template(
    'You can upload at most {megabytes} MB of pictures an hour. Please try again in {minutes} minutes.',
  ),
  uploadQuotaOneMinute: template(
    'You can upload at most {megabytes} MB of pictures an hour. Please try again in 1 minute.',
  ),
  tooManyConnections: 'Too many connections from your address. Please close some and try again.',
  picturesBusy: 'Many pictures are being processed right now. Please try again in a minute.',
} as const;

/** The admin's reports as people read them: the CSV files' header rows and words, the cards' items. */
export const REPORT_MESSAGES = {
  id: 'ID',
  name: 'Name',
  host: 'Host',
  address: 'Address',
  accommodationType: 'Accommodation Type',
  rating: 'Rating',
  status: 'Status',
  createdAt: 'Created At',
  username: 'Username',
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phoneNumber: 'Phone Number',
  dateJoined: 'Date Joined',
  guest: 'Guest',
  property: 'Property',
  roomType: 'Room Type',
  checkIn: 'Check-in',
  checkOut: 'Check-out',
  rooms: 'Rooms',
  totalPrice: 'Total Price (RWF)',
  ratePlan: 'Rate Plan',
  active: 'Active',
  inactive: 'Inactive',
  /** The whole-property room type, as the detail screen calls it (docs/product.md#screen-detail). */
  rentWholeProperty: 'Rent Whole Property',
  hostNamed: template('Host: {name}'),
  /** A deleted account's erased name (docs/decisions/0031-your-data.md), as the screens call it. */
  deletedAccount: 'Deleted account',
  bookingItem: template('Booking #{id} · {property} · {status}'),
} as const;

/** Links and labels that help keyboard and screen-reader users move around a page. */
export const NAVIGATION_MESSAGES = {
  skipToResults: 'Skip to results',
} as const;

/** The listing quota's message, its minutes in the right number. */
export const listingQuotaMessage = (max: number, minutes: number) =>
  minutes === 1
    ? LIMIT_MESSAGES.listingQuotaOneMinute({ max })
    : LIMIT_MESSAGES.listingQuota({ max, minutes });

/** The upload quota's message, its minutes in the right number. */
export const uploadQuotaMessage = (megabytes: number, minutes: number) =>
  minutes === 1
    ? LIMIT_MESSAGES.uploadQuotaOneMinute({ megabytes })
    : LIMIT_MESSAGES.uploadQuota({ megabytes, minutes });
