import { LISTING_MESSAGES, translate, type PropertySubmitted, type RoomType } from '@ikaze/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api';
import { activateLocaleWithAllFeatures } from '@/lib/i18n';
import { makeUser, mockApi } from '@/test/api-mock';
import { renderWithRouter } from '@/test/render';
import { draftStorageKey, saveDraft } from '../lib/draft';
import { defaultListingValues } from '../lib/form-values';
import type * as SubmitListingModule from '../api/submit-listing';
import { ListingWizard } from './listing-wizard';

const upload = vi.hoisted(() => ({ uploadListing: vi.fn() }));
vi.mock('../api/submit-listing', async (importOriginal) => ({
  ...(await importOriginal<typeof SubmitListingModule>()),
  uploadListing: upload.uploadListing,
}));

const user = makeUser({ UserID: 7, FirstName: 'Diane', LastName: 'Mutesi', PhoneNumber: '0788123456' });

const double: RoomType = {
  id: 11,
  title: 'double',
  bedInformation: 'Sleeps 2',
  price: 45000,
  discount: 10,
  roomCount: 3,
  remainingRoomCount: 3,
  weekendPrice: null,
  minStay: 1,
  maxStay: null,
  facilities: ['wifi'],
  kingBed: 0,
  queenBed: 1,
  twinBed: 0,
};

/** A listing whose every step is valid (unless `broken` says otherwise), saved as a draft at `step`. */
function saveValidDraft(step: number, broken: { accommodationType?: ''; city?: '' } = {}) {
  const { pictures: _pictures, confirmed: _confirmed, ...defaults } = defaultListingValues(user);
  saveDraft(user.UserID, {
    step,
    values: {
      ...defaults,
      name: 'Kivu Breeze Lodge',
      description: 'Rooms above the lake.',
      accommodationType: broken.accommodationType ?? 'hotel',
      location: { ...defaults.location, address: 'Avenue de la Plage 4', city: broken.city ?? 'Rubavu' },
      rate_plan: 'flexible',
      roomTypes: [double.id],
      hostInfo: {
        ...defaults.hostInfo,
        momoCode: '123456',
        bankAccountNumber: '0004000123',
        hostShortDescription: 'Host since 2015.',
      },
    },
    roomTypes: [double],
    pictureCount: 0,
    propertyId: null,
    sendKey: null,
  });
}

function setup(handlers: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({
    'GET /api/room_types/drafts': () => ({ body: { roomTypes: [double] } }),
    'GET /api/me': () => ({ body: { user } }),
    ...handlers,
  });
  const view = renderWithRouter(
    <>
      <Toaster />
      <ListingWizard user={user} />
    </>,
    { path: '/list-your-property' },
  );
  const next = () => screen.getByRole('button', { name: 'Next' });
  const back = () => screen.getByRole('button', { name: 'Back' });
  const stepButton = (title: string) =>
    within(screen.getByRole('navigation', { name: 'Listing steps' })).getByRole('button', { name: title });
  return { ...view, calls, next, back, stepButton };
}

beforeEach(() => {
  upload.uploadListing.mockReset();
});

afterEach(() => {
  vi.useRealTimers();
});

// Each test walks a large form on a shared, slow machine: more room than the default 5 s.
describe('ListingWizard', { timeout: 20_000 }, () => {
  it('moves with Back and Next within the nine steps and focuses each step heading', async () => {
    const { user: u, next, back, stepButton } = setup();
    expect(screen.getByText('Step 1 of 9')).toBeInTheDocument();
    expect(back()).toBeDisabled();
    expect(stepButton('Name of accommodation')).toHaveAttribute('aria-current', 'step');
    const titles = [
      'Name of accommodation',
      'Accommodation Details',
      'Amenities',
      'Services at accommodation',
      'Languages',
      'Rules',
      'Host profile',
      'Pictures',
      'Submission',
    ];
    expect(titles.map((title) => stepButton(title))).toHaveLength(9);

    await u.type(screen.getByRole('textbox', { name: 'Name of accommodation' }), 'Kivu Breeze Lodge');
    await u.click(next());
    expect(await screen.findByText('Step 2 of 9')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Accommodation Details', level: 2 })).toHaveFocus();
    expect(stepButton('Accommodation Details')).toHaveAttribute('aria-current', 'step');
    expect(stepButton('Name of accommodation')).not.toHaveAttribute('aria-current');

    await u.click(back());
    expect(await screen.findByText('Step 1 of 9')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name of accommodation' })).toHaveValue('Kivu Breeze Lodge');
  });

  it('jumps through the breadcrumb when the steps on the way are valid; Next is disabled on the last step', async () => {
    saveValidDraft(0);
    const { user: u, next, back, stepButton } = setup();
    await u.click(stepButton('Submission'));
    expect(await screen.findByText('Step 9 of 9')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Submission', level: 2 })).toHaveFocus();
    expect(next()).toBeDisabled();
    expect(back()).toBeEnabled();
    await u.click(stepButton('Rules'));
    expect(await screen.findByText('Step 6 of 9')).toBeInTheDocument();
  });

  it("shows the step's messages under its fields and stays on the step", async () => {
    const { user: u, next, stepButton } = setup();
    await u.click(next());
    expect(await screen.findByText('Name of accommodation is required.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name of accommodation' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    // A step further on cannot be reached past an invalid one.
    await u.click(stepButton('Rules'));
    expect(screen.getByText('Step 1 of 9')).toBeInTheDocument();

    await u.type(screen.getByRole('textbox', { name: 'Name of accommodation' }), 'Kivu Breeze Lodge');
    await u.click(next());
    await screen.findByText('Step 2 of 9');
    await u.clear(screen.getByLabelText('Country'));
    await u.click(next());
    expect(await screen.findByText('Description is required.')).toBeInTheDocument();
    expect(
      screen.getByText('Accommodation type must be Hotel, Apartment or Guest House.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Address is required.')).toBeInTheDocument();
    expect(screen.getByText('City is required.')).toBeInTheDocument();
    expect(screen.getByText('Country is required.')).toBeInTheDocument();
    expect(screen.getByText('Rate plan is required.')).toBeInTheDocument();
    expect(screen.getByText('Add at least one room type.')).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 9')).toBeInTheDocument();
  });

  it('takes a message away as soon as its field is fixed, and keeps the others until theirs are', async () => {
    // Neither field touched before Next.
    saveValidDraft(1, { accommodationType: '', city: '' });
    const { user: u, next } = setup();
    expect(await screen.findByText('Step 2 of 9')).toBeInTheDocument();
    const type = screen.getByRole('combobox', { name: 'Accommodation type' });
    await u.click(next());
    const typeMessage = 'Accommodation type must be Hotel, Apartment or Guest House.';
    expect(await screen.findByText(typeMessage)).toBeInTheDocument();
    expect(screen.getByText('City is required.')).toBeInTheDocument();

    // A valid choice, focus still on the select: its message goes, the city's stays.
    await u.selectOptions(type, 'Guest House');
    expect(type).toHaveFocus();
    await waitFor(() => expect(screen.queryByText(typeMessage)).not.toBeInTheDocument());
    expect(type).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('City is required.')).toBeInTheDocument();
    await u.type(screen.getByLabelText('City'), 'Rubavu');
    await waitFor(() => expect(screen.queryByText('City is required.')).not.toBeInTheDocument());
  });

  it('checks the host phone and the required host profile fields', async () => {
    saveValidDraft(6);
    const { user: u, next } = setup();
    expect(await screen.findByText('Step 7 of 9')).toBeInTheDocument();
    await u.clear(screen.getByLabelText('Phone number'));
    await u.type(screen.getByLabelText('Phone number'), '0812345678');
    await u.clear(screen.getByLabelText('MoMo code'));
    await u.click(next());
    expect(
      await screen.findByText("Host phone must start with '07' and be 10 digits long."),
    ).toBeInTheDocument();
    expect(screen.getByText('MoMo code is required.')).toBeInTheDocument();
  });

  it("keeps Submit disabled until the truth is confirmed, shows Submitting… while sending, then the product's messages", async () => {
    saveValidDraft(8);
    let finish: (answer: PropertySubmitted) => void = () => {};
    upload.uploadListing.mockImplementation(
      () =>
        new Promise<PropertySubmitted>((resolve) => {
          finish = resolve;
        }),
    );
    const { user: u, calls } = setup({
      'POST /api/listing_applications': () => ({
        status: 201,
        body: {
          message: 'Listing application submitted successfully!',
          application: {
            id: 5,
            hostId: 7,
            hostName: 'Diane Mutesi',
            propertyId: 99,
            propertyName: 'Kivu Breeze Lodge',
            status: 'pending',
            recommendation: null,
            createdAt: '2026-01-10T08:00:00.000Z',
          },
        },
      }),
    });
    const submit = await screen.findByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await u.click(screen.getByLabelText('I confirm that the information I provided is true.'));
    expect(submit).toBeEnabled();

    await u.click(submit);
    expect(await screen.findByRole('button', { name: 'Submitting…' })).toBeDisabled();
    const [listing, pictures] = upload.uploadListing.mock.calls[0] as [Record<string, unknown>, File[]];
    expect(listing).toMatchObject({ name: 'Kivu Breeze Lodge', hostId: 7, roomTypes: [11], rating: 0 });
    expect(listing).not.toHaveProperty('confirmed');
    expect(pictures).toEqual([]);

    await act(async () => {
      finish({
        id: 99,
        message: 'Property submitted successfully!',
        property: {} as PropertySubmitted['property'],
      });
      await Promise.resolve();
    });
    expect(await screen.findByText('Property submitted successfully!')).toBeInTheDocument();
    expect(await screen.findByText('Listing application submitted successfully!')).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'POST /api/listing_applications')?.body).toEqual({
      hostId: 7,
      propertyId: 99,
    });
    expect(
      await screen.findByRole('heading', { name: 'Kivu Breeze Lodge is waiting for review' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my properties' })).toHaveAttribute(
      'href',
      '/dashboard/host/properties',
    );
    expect(window.localStorage.getItem(draftStorageKey(user.UserID))).toBeNull();
  });

  it("shows the property failure with the server's details, and the application failure with its message", async () => {
    saveValidDraft(8);
    upload.uploadListing.mockRejectedValueOnce(
      new ApiError(400, 'Selected room type is invalid.', undefined, true),
    );
    const { user: u } = setup({
      'POST /api/listing_applications': () => ({
        status: 403,
        body: { message: 'You are not allowed to do this.' },
      }),
    });
    await u.click(await screen.findByLabelText('I confirm that the information I provided is true.'));
    await u.click(screen.getByRole('button', { name: 'Submit' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error submitting the property. Please try again.');
    expect(alert).toHaveTextContent('Selected room type is invalid.');

    upload.uploadListing.mockResolvedValueOnce({
      id: 99,
      message: 'Property submitted successfully!',
      property: {},
    });
    await u.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Error submitting the listing application. Please try again.',
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('You are not allowed to do this.');
    // The property went through: a retry sends only the application.
    expect(screen.getByText(/Submitting again sends only its listing application/)).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Submit' }));
    expect(upload.uploadListing).toHaveBeenCalledTimes(2);
  });

  it('sends a retry of the same listing with the same Idempotency-Key, kept in the draft, and a changed one with a new key', async () => {
    saveValidDraft(8);
    upload.uploadListing.mockRejectedValue(new ApiError(503, 'Please try again later.', undefined, true));
    const { user: u } = setup();
    await u.click(await screen.findByLabelText('I confirm that the information I provided is true.'));
    await u.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('alert');
    await u.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(upload.uploadListing).toHaveBeenCalledTimes(2));
    const keys = upload.uploadListing.mock.calls.map((call) => call[3] as string);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    const stored = JSON.parse(window.localStorage.getItem(draftStorageKey(user.UserID)) ?? '{}');
    expect(stored.sendKey.key).toBe(keys[0]);

    // Another name is another listing: a new key.
    await u.click(screen.getByRole('button', { name: /Name of accommodation/ }));
    const name = await screen.findByLabelText(/Name of accommodation/);
    await u.type(name, ' II');
    await u.click(screen.getByRole('button', { name: /Submission/ }));
    await u.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(upload.uploadListing).toHaveBeenCalledTimes(3));
    expect(upload.uploadListing.mock.calls[2]![3]).not.toBe(keys[0]);
  });

  it('restores a half-filled form after a reload, without its pictures', async () => {
    const first = setup();
    await first.user.type(
      screen.getByRole('textbox', { name: 'Name of accommodation' }),
      'Kivu Breeze Lodge',
    );
    await first.user.click(first.next());
    await screen.findByText('Step 2 of 9');
    await first.user.type(screen.getByLabelText('Description'), 'Rooms above the lake.');
    await waitFor(() =>
      expect(window.localStorage.getItem(draftStorageKey(user.UserID))).toContain('Rooms above the lake.'),
    );
    first.unmount();

    const { user: u, back } = setup();
    expect(await screen.findByText(/^We restored the listing you started/)).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 9')).toBeInTheDocument();
    expect(screen.getByLabelText('Description')).toHaveValue('Rooms above the lake.');
    expect(screen.getByLabelText('Latitude')).toHaveValue(-1.9697);
    await u.click(back());
    expect(screen.getByRole('textbox', { name: 'Name of accommodation' })).toHaveValue('Kivu Breeze Lodge');
  });

  it('says on the Pictures step that pictures chosen before a reload were not kept', async () => {
    saveValidDraft(7);
    const raw = JSON.parse(window.localStorage.getItem(draftStorageKey(user.UserID))!) as Record<
      string,
      unknown
    >;
    window.localStorage.setItem(draftStorageKey(user.UserID), JSON.stringify({ ...raw, pictureCount: 3 }));
    setup();
    expect(await screen.findByText('Step 8 of 9')).toBeInTheDocument();
    expect(
      screen.getByText(/The 3 pictures you chose before the page was reloaded could not be kept/),
    ).toBeInTheDocument();
  });

  it('speaks Kinyarwanda: the first step, its field message and the room-type dialog', async () => {
    await activateLocaleWithAllFeatures('rw');
    const { user: u } = setup();
    expect(screen.getByText('Intambwe ya 1 kuri 9')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Izina ry’aho kurara', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subira inyuma' })).toBeDisabled();

    await u.click(screen.getByRole('button', { name: 'Komeza' }));
    const required = translate('rw', LISTING_MESSAGES.nameRequired);
    expect(required).not.toBe(LISTING_MESSAGES.nameRequired);
    expect(await screen.findByText(required)).toBeInTheDocument();

    await u.type(screen.getByRole('textbox', { name: 'Izina ry’aho kurara' }), 'Kivu Breeze Lodge');
    await u.click(screen.getByRole('button', { name: 'Komeza' }));
    expect(await screen.findByText('Intambwe ya 2 kuri 9')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: translate('rw', 'Guest House') })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Ongeraho ubwoko bw’icyumba' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ongeraho ubwoko bw’icyumba' }));
    expect(dialog.getByText('Intambwe ya 1 kuri 3')).toBeInTheDocument();
    expect(dialog.getByRole('option', { name: 'Inzu yose' })).toBeInTheDocument();
    expect(dialog.getByLabelText('Igiciro ku ijoro (RWF)')).toBeInTheDocument();
  });

  it("counts on the application's code, not its message: an application already there is a success", async () => {
    saveValidDraft(8);
    upload.uploadListing.mockResolvedValueOnce({
      id: 99,
      message: 'Property submitted successfully!',
      property: {},
    });
    const { user: u } = setup({
      'POST /api/listing_applications': () => ({
        status: 409,
        body: { message: 'Ce logement a déjà une demande.', code: 'APPLICATION_EXISTS' },
      }),
    });
    await u.click(await screen.findByLabelText('I confirm that the information I provided is true.'));
    await u.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByRole('heading', { name: 'Kivu Breeze Lodge is waiting for review' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Error submitting the listing application. Please try again.')).toBeNull();
  });

  it('refuses a file that is not a PNG or JPEG by its content, whatever its name', async () => {
    saveValidDraft(7);
    const { user: u } = setup();
    await screen.findByText('Step 8 of 9');
    const text = new File(['just some text'], 'photo.jpg', { type: 'image/jpeg' });
    const png = new File(
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])],
      'front.png',
      {
        type: 'image/png',
      },
    );
    await u.upload(screen.getByLabelText('Choose pictures'), [text, png]);
    expect(
      await screen.findByText('photo.jpg: Pictures must be png, jpg or jpeg images.'),
    ).toBeInTheDocument();
    expect(screen.getByText('1 of 20 pictures chosen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove front.png' })).toBeInTheDocument();
  });
});
