-- The stay price is written into the search's statement (apps/api/src/modules/properties/stay-price-sql.ts): a
-- SQL function with a FROM is not inlined and cost about 0.16 ms a call, seconds for a city's matches.
DROP FUNCTION "room_type_stay_price"(integer, date, date);
