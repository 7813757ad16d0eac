import { formatMoney, LISTING_MESSAGES, translate, type RoomType } from '@ikaze/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { activateLocaleWithAllFeatures } from '@/lib/i18n';
import { mockApi } from '@/test/api-mock';
import { renderWithRouter } from '@/test/render';
import { describeRoomType, RoomTypeDialog } from './room-type-dialog';

const created = (body: Record<string, unknown>, id: number): RoomType => ({
  id,
  title: String(body.title),
  bedInformation: (body.bedInformation as string | null) ?? null,
  price: Number(body.price),
  discount: Number(body.discount),
  roomCount: Number(body.remainingRoomCount),
  remainingRoomCount: Number(body.remainingRoomCount),
  facilities: body.facilities as string[],
  kingBed: Number(body.kingBed),
  queenBed: Number(body.queenBed),
  twinBed: Number(body.twinBed),
  weekendPrice: null,
  minStay: 1,
  maxStay: null,
});

function setup(handlers: Parameters<typeof mockApi>[0], allowWholeProperty = true) {
  const calls = mockApi(handlers);
  const onCreated = vi.fn();
  const view = renderWithRouter(
    <>
      <Toaster />
      <RoomTypeDialog
        open
        onOpenChange={() => {}}
        allowWholeProperty={allowWholeProperty}
        onCreated={onCreated}
      />
    </>,
  );
  const dialog = () => screen.getByRole('dialog', { name: 'Add a room type' });
  return { ...view, calls, onCreated, dialog };
}

describe('RoomTypeDialog', { timeout: 20_000 }, () => {
  it('checks each of the three sub-steps, posts the room type and offers another for rooms', async () => {
    let nextId = 21;
    const { user, calls, onCreated, dialog } = setup({
      'POST /api/room_types': ({ body }) => ({
        status: 201,
        body: {
          message: 'Room type created successfully!',
          id: nextId,
          roomType: created(body as Record<string, unknown>, nextId++),
        },
      }),
    });
    const d = within(dialog());
    expect(d.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(d.getByRole('button', { name: 'Back' })).toBeDisabled();
    await user.click(d.getByRole('button', { name: 'Next' }));
    expect(
      await d.findByText(
        'Choose a room type: Single, Double, Suite, Deluxe, Family, Studio, Executive, or the whole property.',
      ),
    ).toBeInTheDocument();
    expect(d.getByText('Price is required.')).toBeInTheDocument();

    await user.selectOptions(d.getByLabelText('Room type'), 'Double');
    await user.clear(d.getByLabelText('Number of rooms'));
    await user.type(d.getByLabelText('Number of rooms'), '0');
    await user.type(d.getByLabelText('Price per night (RWF)'), '45000');
    await user.clear(d.getByLabelText('Discount (%)'));
    await user.type(d.getByLabelText('Discount (%)'), '120');
    await user.click(d.getByRole('button', { name: 'Next' }));
    expect(await d.findByText('Number of rooms must be at least 1.')).toBeInTheDocument();
    expect(d.getByText('Discount must be between 0 and 100.')).toBeInTheDocument();
    await user.clear(d.getByLabelText('Number of rooms'));
    await user.type(d.getByLabelText('Number of rooms'), '3');
    await user.clear(d.getByLabelText('Discount (%)'));
    await user.type(d.getByLabelText('Discount (%)'), '10');
    await user.click(d.getByRole('button', { name: 'Next' }));

    expect(await d.findByText('Step 2 of 3')).toBeInTheDocument();
    expect(d.getByRole('heading', { name: 'Beds' })).toHaveFocus();
    await user.type(d.getByLabelText('Bed information'), 'Sleeps 2');
    await user.clear(d.getByLabelText('Queen beds'));
    await user.type(d.getByLabelText('Queen beds'), '1');
    await user.click(d.getByRole('button', { name: 'Next' }));
    expect(await d.findByText('Step 3 of 3')).toBeInTheDocument();
    await user.click(d.getByLabelText('WiFi'));
    await user.click(d.getByRole('button', { name: 'Save room type' }));

    expect(await screen.findByText('Room type created successfully!')).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'POST /api/room_types')?.body).toMatchObject({
      title: 'double',
      remainingRoomCount: 3,
      price: 45000,
      discount: 10,
      queenBed: 1,
      bedInformation: 'Sleeps 2',
      facilities: ['wifi'],
    });
    expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ id: 21, title: 'double' }));
    expect(d.getByText('Double room type added')).toBeInTheDocument();

    // Another room: the whole property is no longer offered beside rooms.
    await user.click(d.getByRole('button', { name: 'Add another room type' }));
    expect(await d.findByText('Step 1 of 3')).toBeInTheDocument();
    expect(
      within(d.getByLabelText('Room type')).queryByRole('option', { name: 'Whole Property' }),
    ).toBeNull();
  });

  it('uses washrooms and kitchens for the whole property, and offers no other room type after it', async () => {
    const { user, calls, dialog } = setup({
      'POST /api/room_types': ({ body }) => ({
        status: 201,
        body: {
          message: 'Room type created successfully!',
          id: 30,
          roomType: created(body as Record<string, unknown>, 30),
        },
      }),
    });
    const d = within(dialog());
    await user.selectOptions(d.getByLabelText('Room type'), 'Whole Property');
    expect(d.queryByLabelText('Number of rooms')).toBeNull();
    await user.type(d.getByLabelText('Price per day (RWF)'), '250000');
    await user.click(d.getByRole('button', { name: 'Next' }));
    expect(await d.findByRole('heading', { name: 'Washrooms and kitchens' })).toBeInTheDocument();
    await user.clear(d.getByLabelText('Washrooms'));
    await user.type(d.getByLabelText('Washrooms'), '2');
    await user.clear(d.getByLabelText('Kitchens'));
    await user.type(d.getByLabelText('Kitchens'), '1');
    expect(d.queryByLabelText('Twin beds')).toBeNull();
    await user.click(d.getByRole('button', { name: 'Next' }));
    await user.click(await d.findByRole('button', { name: 'Save room type' }));
    expect(await d.findByText('Whole property added')).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'POST /api/room_types')?.body).toMatchObject({
      title: '-100x',
      remainingRoomCount: 1,
      kingBed: 2,
      queenBed: 1,
      twinBed: 0,
    });
    expect(d.queryByRole('button', { name: 'Add another room type' })).toBeNull();
  });

  it('speaks French: its steps, labels, choices and field messages, and money the French way', async () => {
    await activateLocaleWithAllFeatures('fr');
    const { user } = setup({});
    const d = within(screen.getByRole('dialog', { name: 'Ajouter un type de chambre' }));
    expect(d.getByText('Étape 1 sur 3')).toBeInTheDocument();
    expect(d.getByRole('option', { name: 'Logement entier' })).toBeInTheDocument();
    await user.click(d.getByRole('button', { name: 'Suivant' }));
    const priceRequired = translate('fr', LISTING_MESSAGES.priceRequired);
    expect(priceRequired).not.toBe(LISTING_MESSAGES.priceRequired);
    expect(await d.findByText(priceRequired)).toBeInTheDocument();
    expect(d.getByLabelText('Prix par nuit (RWF)')).toHaveAttribute('aria-invalid', 'true');

    const suite = created({ title: 'suite', price: 45000, discount: 10, remainingRoomCount: 3 }, 1);
    expect(describeRoomType(suite)).toBe(
      `3 chambres · ${formatMoney(45000, 'fr')} par nuit · 10\u202f% de réduction`,
    );
  });

  it("shows 'Error submitting the form: ...' with the server's message, or an unknown error", async () => {
    let answer: { status: number; body?: unknown } = {
      status: 409,
      body: { message: 'You have too many room types.' },
    };
    const { user, dialog } = setup({ 'POST /api/room_types': () => answer });
    const d = within(dialog());
    await user.selectOptions(d.getByLabelText('Room type'), 'Single');
    await user.type(d.getByLabelText('Price per night (RWF)'), '30000');
    await user.click(d.getByRole('button', { name: 'Next' }));
    await user.click(await d.findByRole('button', { name: 'Next' }));
    await user.click(await d.findByRole('button', { name: 'Save room type' }));
    expect(await d.findByRole('alert')).toHaveTextContent(
      'Error submitting the form: You have too many room types.',
    );

    answer = { status: 500 };
    await user.click(d.getByRole('button', { name: 'Save room type' }));
    expect(await d.findByText('Error submitting the form: Unknown error')).toBeInTheDocument();
  });
});
