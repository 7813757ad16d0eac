// Generates a large marketplace straight in SQL (generate_series), fast enough for 1M bookings:
// hosts and guests, approved properties over the nine destinations, three room types of 10 rooms each,
// bookings of one room for 1–4 nights in the next 180 days, group bookings that nearly fill every 20th
// property for 3 nights, and the per-night inventory those bookings hold.
// Runs on one connection (session settings below), after the API's migrations created the schema.
import type pg from 'pg';

export type ScaleOptions = { properties: number; bookings: number };

const CITIES = [
  ['Kigali', -1.9441, 30.0619],
  ['Musanze', -1.4996, 29.6346],
  ['Rubavu (Gisenyi)', -1.6793, 29.2592],
  ['Karongi', -2.0603, 29.3488],
  ['Nyanza', -2.3515, 29.7509],
  ['Rusizi', -2.4846, 28.9075],
  ['Kayonza', -1.9001, 30.5093],
  ['Rwamagana', -1.9487, 30.4347],
  ['Huye', -2.5967, 29.7394],
] as const;

/** Runs each step, printing how long it took; returns the seconds per step. */
export async function generateScaleData(
  client: pg.Client,
  options: ScaleOptions,
  log: (line: string) => void = console.log,
): Promise<Record<string, number>> {
  const hosts = Math.max(10, Math.round(options.properties / 100));
  const guests = Math.max(100, Math.round(options.bookings / 100));
  const cities = `array[${CITIES.map(([c]) => `'${c}'`).join(',')}]`;
  const lats = `array[${CITIES.map(([, lat]) => lat).join(',')}]::float8[]`;
  const lngs = `array[${CITIES.map(([, , lng]) => lng).join(',')}]::float8[]`;
  const timings: Record<string, number> = {};
  const step = async (name: string, text: string, values: unknown[] = []) => {
    const started = performance.now();
    const result = await client.query(text, values);
    timings[name] = (performance.now() - started) / 1000;
    log(
      `  ${name}: ${['INSERT', 'UPDATE'].includes(result.command) ? `${result.rowCount} rows in ` : ''}${timings[name].toFixed(1)} s`,
    );
  };

  await client.query("set maintenance_work_mem = '256MB'");
  await client.query("set work_mem = '64MB'");
  await client.query('set jit = off');
  // Foreign keys are right by construction: skip their per-row triggers, and the room type summary trigger
  // (superuser only, this session only; the summary is written in one pass below).
  await client.query("set session_replication_role = 'replica'");
  // Secondary indexes (not the primary keys and unique indexes) are built once after the load, from the
  // migrations' own definitions: maintaining them row by row, in random order, is far slower (1M bookings
  // took 10 minutes with them, on a loaded machine).
  const { rows: deferred } = await client.query<{ name: string; ddl: string }>(
    `select i.indexname as name, i.indexdef as ddl
     from pg_indexes i join pg_class c on c.relname = i.indexname join pg_index x on x.indexrelid = c.oid
     where i.schemaname = 'public' and i.tablename in ('users', 'properties', 'room_types', 'bookings', 'room_nights')
       and not x.indisunique and not x.indisprimary`,
  );
  for (const { name } of deferred) await client.query(`drop index ${name}`);

  // One password hash for everyone: the bench never signs these users in (it registers its own guest).
  await step(
    'users',
    `insert into users (username, email, first_name, last_name, phone_number, role, password_hash)
    select 'bench_host_' || i, 'bench_host_' || i || '@bench.rw', 'Host', 'No' || i, '0788' || lpad(i::text, 6, '0'), 'host'::role, 'x'
    from generate_series(1, $1::int) i
    union all
    select 'bench_guest_' || i, 'bench_guest_' || i || '@bench.rw', 'Guest', 'No' || i, '0722' || lpad(i::text, 6, '0'), 'user'::role, 'x'
    from generate_series(1, $2::int) i`,
    [hosts, guests],
  );

  await step(
    'properties',
    `insert into properties (host_id, name, description, accommodation_type, address, city, country, latitude, longitude,
      amenities, services, languages, rules, rate_plan, rating, host_info, review_status, created_at)
    select h.id,
      (array['Hotel','Lodge','Residence','Guest House','Apartments','Villa'])[1 + i % 6] || ' ' || md5(i::text)::varchar(8),
      'A bench property', (array['hotel','apartment','guest_house'])[1 + i % 3],
      'KN ' || (i % 900) || ' St, ' || md5((i * 7)::text)::varchar(6) || ', ' || (${cities})[1 + i % 9],
      (${cities})[1 + i % 9], 'Rwanda',
      (${lats})[1 + i % 9] + ((i % 100) - 50) / 2000.0, (${lngs})[1 + i % 9] + ((i % 77) - 38) / 2000.0,
      array['wifi','parking'], '{"roomService":true,"laundry":false,"breakfast":true,"customService":false}',
      '{"english":true,"french":true,"swahili":false,"kinyarwanda":true}',
      '{"noSmoking":true,"noPets":true,"childrenAllowed":true,"partiesAllowed":false,"checkInTime":"14:00","checkOutTime":"11:00","quietHours":{"start":"22:00","end":"07:00"},"ecoFriendlyPractices":true,"maxGuests":4}',
      'flexible', 2 + (i % 31) / 10.0,
      '{"hostName":"Bench Host","hostPhone":"0788000000","momoCode":"123","bankAccountNumber":"1","hostShortDescription":"bench"}',
      'approved'::application_status, now() - (i % 365) * interval '1 day'
    from generate_series(1, $1::int) i
    join (select id, row_number() over (order by id) - 1 as n from users where username like 'bench_host_%') h
      on h.n = i % $2::int`,
    [options.properties, hosts],
  );

  await step(
    'room_types',
    `insert into room_types (property_id, created_by, title, bed_information, price, discount, room_count, facilities, king_bed, queen_bed, twin_bed)
    select p.id, p.host_id, (array['single','double','suite'])[k], 'Bench beds',
      15000 + ((p.id * 7 + k * 13) % 300) * 1000, ((p.id + k) % 5) * 5, 10, array['wifi','tv'],
      (k = 1)::int, (k = 2)::int, (k = 3)::int * 2
    from properties p cross join generate_series(1, 3) k
    where p.review_status = 'approved'
    order by p.id, k`,
  );

  // The trigger that keeps these (migration 0003) is off with the foreign keys: one pass instead, then a
  // rewrite of the table so that the updated rows do not leave it half empty.
  await step(
    'property sort keys',
    `update properties p
    set first_discount = s.first_discount, lowest_price = s.lowest_price, max_room_count = s.max_room_count
    from (select property_id, (array_agg(discount order by id))[1] as first_discount, min(room_type_shown_price(price, discount)) as lowest_price,
            max(room_count) as max_room_count
          from room_types group by property_id) s
    where p.id = s.property_id`,
  );
  await step('vacuum full properties', 'vacuum full properties');

  // Every stay is in the future and its host not VAT-registered: the price holds the room charge and the 3 %
  // tourism tax, divided as migration 0043 divides existing stays (docs/taxes.md).
  const TAX_PARTS = `round(p.total * 100 / 103.0)::bigint, p.total - round(p.total * 100 / 103.0)::bigint,
      jsonb_build_array(jsonb_build_object('weight', p.total, 'vatPercent', 0, 'tourismPercent', 3, 'base', 'room_charge'))`;
  // Bookings: one room, 1–4 nights, starting 1–180 days from now, spread evenly over room types (the
  // multiplier is prime, so a room type gets at most ceil(bookings / room types) of them, on different days).
  // Room types and guests were inserted in one statement each, so their ids are contiguous: the k-th is
  // lo + k, a hash join instead of numbering and sorting. bigint: i * 104729 overflows int4 past 20,000.
  const contiguous = await client.query<{ ok: boolean }>(
    `select (select max(id) - min(id) + 1 = count(*) from room_types)
        and (select max(id) - min(id) + 1 = count(*) from users where username like 'bench_guest_%') as ok`,
  );
  if (!contiguous.rows[0]?.ok)
    throw new Error('room type or guest ids are not contiguous: use a fresh database');
  // Groups: every 20th property has 8 of the 10 rooms of each room type booked for 3 nights, so that searches
  // for 3+ rooms (and for 1 room where single bookings fill the other 2) must leave it out.
  const groups = Math.floor(options.properties / 20) * 3;
  await step(
    'group bookings',
    `with g as (select min(id) as lo, count(*) as c from users where username like 'bench_guest_%')
    insert into bookings (user_id, property_id, room_type_id, check_in, check_out, rooms, nightly_price, discount, total_price, room_charge, tourism_tax, tax_parts, rate_plan, status)
    select g.lo + t.id % g.c, t.property_id, t.id, current_date + s.d, current_date + s.d + 3, 8, t.price, t.discount,
      p.total, ${TAX_PARTS}, 'flexible', 'confirmed'
    from room_types t cross join g
    cross join lateral (select (1 + (t.property_id * 13) % 170)::int as d) s
    cross join lateral (select round(t.price * (1 - t.discount / 100.0) * 3 * 8)::bigint as total) p
    where t.property_id % 20 = 0
    order by t.id`,
  );
  await step(
    'bookings',
    `with rt as (select min(id) as lo, count(*) as c from room_types),
          g as (select min(id) as lo, count(*) as c from users where username like 'bench_guest_%')
    insert into bookings (user_id, property_id, room_type_id, check_in, check_out, rooms, nightly_price, discount, total_price, room_charge, tourism_tax, tax_parts, rate_plan, status)
    select g.lo + i % g.c, t.property_id, t.id, current_date + s.d, current_date + s.d + s.nights, 1, t.price, t.discount,
      p.total, ${TAX_PARTS}, 'flexible',
      (array['pending','confirmed','confirmed','cancelled','refunded'])[1 + i % 5]::booking_status
    from generate_series(1::bigint, $1::bigint) i
    cross join rt cross join g
    cross join lateral (select (1 + (i * 7919) % 180)::int as d, (1 + (i * 31) % 4)::int as nights) s
    join room_types t on t.id = rt.lo + (i * 104729) % rt.c
    cross join lateral (select round(t.price * (1 - t.discount / 100.0) * s.nights)::bigint as total) p
    order by i`,
    [options.bookings - groups],
  );

  // The CHECK (held <= capacity) fails loudly should the spread ever overbook.
  await step(
    'room_nights',
    `insert into room_nights (room_type_id, night, capacity, held)
    select b.room_type_id, g.night, max(rt.room_count), sum(b.rooms)
    from bookings b join room_types rt on rt.id = b.room_type_id
    cross join lateral (select b.check_in + k as night from generate_series(0, b.check_out - b.check_in - 1) k) g
    where b.status in ('pending', 'confirmed')
    group by b.room_type_id, g.night
    order by 1, 2`,
  );

  // Rates and calendars as hosts set them (docs/decisions/0023-calendar-and-rates.md): a weekend price on every
  // 4th room type, a season on every 10th (half of them with a 2-night minimum), 2 rooms closed for 5 nights on
  // every 25th, and 3 nights priced by hand on every 50th, so that dated searches price and filter real nights.
  await step(
    'weekend prices',
    `update room_types set weekend_price = round(price * 1.15 / 1000) * 1000 where id % 4 = 0`,
  );
  await step(
    'seasons',
    `insert into room_type_seasons (room_type_id, name, first_night, last_night, price, min_stay)
    select id, 'High season', current_date + 60 + id % 30, current_date + 120 + id % 30,
      round(price * 1.3 / 1000) * 1000, case when id % 20 = 0 then 2 end
    from room_types where id % 10 = 0 order by id`,
  );
  await step(
    'closed and priced nights',
    `insert into room_nights (room_type_id, night, capacity, closed, price)
    select rt.id, current_date + (rt.id % 150)::int + k, rt.room_count,
      case when rt.id % 25 = 0 then 2 else 0 end,
      case when rt.id % 50 = 0 and k < 3 then round(rt.price * 1.4 / 1000) * 1000 end
    from room_types rt cross join generate_series(0, 4) k
    where rt.id % 25 = 0
    order by 1, 2
    on conflict (room_type_id, night) do update
      set closed = least(excluded.closed, room_nights.capacity - room_nights.held), price = excluded.price`,
  );

  // The summary trigger is off here: open_room_count (migration 0020) once the seasons are in.
  await step(
    'open room counts',
    `update properties p set open_room_count = s.open_room_count
    from (select rt.property_id, max(rt.room_count) filter (where rt.min_stay <= 1 and rt.max_stay is null
            and rt.booking_window_days is null and not exists (select 1 from room_type_seasons s
              where s.room_type_id = rt.id and (s.min_stay is not null or s.max_stay is not null))) as open_room_count
          from room_types rt group by rt.property_id) s
    where p.id = s.property_id`,
  );
  for (const { name, ddl } of deferred) await step(name, ddl);
  await step('vacuum analyze', 'vacuum (analyze)');
  return timings;
}
