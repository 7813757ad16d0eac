// The domain's messages and labels in Kinyarwanda, keyed by their English (docs/decisions/0021-domain-messages.md).
// The words follow docs/glossary.md; the typographic apostrophe (’) throughout. Codes the API takes as they are
// (approved, nonRefundable, data, Idempotency-Key) stay as they are.
// A message missing here, or one the domain no longer has, fails the type-check.
import type { DomainMessage } from '../domain-messages.ts';

const rw = {
  // The admin's listing applications screen.
  'Failed to fetch applications.': 'Ntibyakunze kuzana ubusabe.',
  'Failed to approve application.': 'Ntibyakunze kwemeza ubusabe.',
  'Failed to reject application.': 'Ntibyakunze kwanga ubusabe.',
  'Failed to update recommendation.': 'Ntibyakunze kuvugurura inama.',

  // Signing in and out.
  'Successfully logged in.': 'Winjiye neza.',
  'Invalid username or password.': 'Izina ukoresha cyangwa ijambo ry’ibanga si byo.',
  'This account has been deactivated.': 'Iyi konti yahagaritswe.',
  'Too many failed sign-in attempts. Please try again in 15 minutes.':
    'Wagerageje kwinjira inshuro nyinshi ntibikunda. Ongera ugerageze mu minota 15.',
  'Please sign in to continue.': 'Banza winjire kugira ngo ukomeze.',
  'You are not allowed to do this.': 'Ntiwemerewe gukora ibi.',
  'Logged out.': 'Wasohotse.',

  // Bookings, as guests and hosts manage them.
  'Failed to fetch bookings': 'Ntibyakunze kuzana amakuru y’ukubikisha',
  'Booking status updated to {status}': 'Imiterere y’ukubikisha yahinduwe: {status}',
  'Failed to update booking status. Please try again.':
    'Ntibyakunze guhindura imiterere y’ukubikisha. Ongera ugerageze.',
  'Booking successfully cancelled.': 'Ukubikisha kwasheshwe neza.',
  'Failed to cancel the booking. Please try again.': 'Ntibyakunze gusesa ukubikisha. Ongera ugerageze.',
  'Not Allowed': 'Ntibyemewe',

  // Anywhere.
  'Not found.': 'Ntibyabonetse.',
  'Something went wrong on our side. Please try again.': 'Habaye ikibazo iwacu. Ongera ugerageze.',
  'The request is not valid.': 'Ibyo wohereje ntibyemewe.',
  'The site is briefly unavailable. Please try again in a few seconds.':
    'Urubuga ntiruboneka by’akanya gato. Ongera ugerageze mu masegonda make.',
  'The address of this request is not valid: its percent-encoding is broken.':
    'Aderesi y’ibyo wohereje si yo: inyuguti zayo zanditse nabi.',
  'Coming Soon...': 'Biraje vuba…',
  'Unexpected Application Error!': 'Habaye ikibazo kitari kitezwe!',
  'Report not found': 'Raporo ntiyabonetse',
  'The address is too long.': 'Aderesi ni ndende cyane.',
  'This request could not be read: it is malformed.': 'Ibyo wohereje ntibyasomwe: byanditse nabi.',
  'The address or the headers of this request are too long.':
    'Aderesi cyangwa imitwe y’ibyo wohereje ni birebire cyane.',
  'The request took too long to arrive.': 'Ibyo wohereje byatinze cyane kugera.',
  'The metrics are shown only with the metrics token (Authorization: Bearer).':
    'Ibipimo byerekanwa gusa ku ufite urufunguzo rw’ibipimo (Authorization: Bearer).',
  'The metrics are shown only to this machine itself, not through a proxy.':
    'Ibipimo byerekwa iyi mashini yonyine, atari ibinyuze kuri porokisi.',
  'No route for {method} {path}.': 'Nta nzira ya {method} {path} ihari.',
  'The value of {field} is not valid.': 'Agaciro ka {field} ntikemewe.',

  // Inputs out of bounds; {what} is one of the subjects below.
  '{what} must be a whole number from {min} to {max}.':
    '{what} igomba kuba umubare wuzuye kuva kuri {min} kugeza kuri {max}.',
  'The {what} id must be a positive whole number.':
    'Nimero iranga {what} igomba kuba umubare wuzuye uruta zeru.',
  'The page must be a whole number from 1 to {max}.':
    'Paji igomba kuba umubare wuzuye kuva kuri 1 kugeza kuri {max}.',
  'Dates must be between {min} and {max}.': 'Amatariki agomba kuba hagati ya {min} na {max}.',
  'At most {max} characters.': 'Ntibigomba kurenza inyuguti {max}.',
  'Text cannot contain the NUL character (U+0000).': 'Inyandiko ntishobora kugira inyuguti ya NUL (U+0000).',
  'Text must be valid Unicode (it holds a lone surrogate).':
    'Inyandiko igomba kuba yanditse neza muri Unicode (irimo igice cy’inyuguti cyonyine).',

  // The subjects of the messages above ('Nimero iranga inzu'); the page size agrees with 'igomba'.
  user: 'umukoresha',
  record: 'inyandiko',
  application: 'ubusabe',
  host: 'nyir’inzu',
  property: 'inzu',
  'room type': 'ubwoko bw’icyumba',
  booking: 'ukubikisha',
  'The page size': 'Ingano ya paji',

  // Requests refused to protect the site.
  'This request came from another site and was refused. Please open Ikaze itself and try again from there.':
    'Ibi byoherejwe biturutse ku rundi rubuga, ntibyakiriwe. Fungura Ikaze nyirizina hanyuma wongere ugerageze uhereye aho.',
  'This request was refused: send it as JSON (Content-Type: application/json), or from Ikaze itself.':
    'Ibi byoherejwe ntibyakiriwe: byohereze nka JSON (Content-Type: application/json), cyangwa ubinyujije kuri Ikaze nyirizina.',
  'Too many requests. Please wait a moment and try again.':
    'Wohereje ibisabwa byinshi cyane. Tegereza gato wongere ugerageze.',
  'You can submit at most {max} listings an hour. Please try again in {minutes} minutes.':
    'Ushobora kohereza amatangazo atarenze {max} mu isaha. Ongera ugerageze mu minota {minutes}.',
  'You can submit at most {max} listings an hour. Please try again in 1 minute.':
    'Ushobora kohereza amatangazo atarenze {max} mu isaha. Ongera ugerageze mu munota 1.',
  'You can upload at most {megabytes} MB of pictures an hour. Please try again in {minutes} minutes.':
    'Ushobora kohereza amafoto atarenze MB {megabytes} mu isaha. Ongera ugerageze mu minota {minutes}.',
  'You can upload at most {megabytes} MB of pictures an hour. Please try again in 1 minute.':
    'Ushobora kohereza amafoto atarenze MB {megabytes} mu isaha. Ongera ugerageze mu munota 1.',
  'Too many connections from your address. Please close some and try again.':
    'Hari amahuza menshi cyane aturuka kuri aderesi yawe. Funga amwe muri yo wongere ugerageze.',
  'Many pictures are being processed right now. Please try again in a minute.':
    'Amafoto menshi arimo gutunganywa ubu. Ongera ugerageze mu munota umwe.',

  // Uploaded pictures; a listing's upload names the file first.
  'This picture could not be read. Please upload a valid png, jpg or jpeg image.':
    'Iyi foto ntiyashoboye gusomwa. Ohereza ishusho ya png, jpg cyangwa jpeg nzima.',
  'This picture is too large: at most {megapixels} megapixels.':
    'Iyi foto ni nini cyane: ntigomba kurenza megapigiseli {megapixels}.',
  'Picture not found.': 'Ifoto ntiyabonetse.',
  'Pictures cannot be reached right now. Please try again in a minute.':
    'Amafoto ntashobora kuboneka ubu. Ongera ugerageze mu munota umwe.',
  '{file}: Pictures must be png, jpg or jpeg images.':
    '{file}: amafoto agomba kuba amashusho ya png, jpg cyangwa jpeg.',
  '{file}: This picture could not be read. Please upload a valid png, jpg or jpeg image.':
    '{file}: iyi foto ntiyashoboye gusomwa. Ohereza ishusho ya png, jpg cyangwa jpeg nzima.',
  '{file}: This picture is too large: at most {megapixels} megapixels.':
    '{file}: iyi foto ni nini cyane (ntigomba kurenza megapigiseli {megapixels}).',

  // Moving around a page.
  'Skip to results': 'Jya ku byavuye mu ishakisha',

  // Properties and listing them.
  'Property not found.': 'Inzu ntiyabonetse.',
  'Failed to fetch property details.': 'Ntibyakunze kuzana amakuru y’inzu.',
  'Failed to fetch properties.': 'Ntibyakunze kuzana amazu.',
  'No results found': 'Nta bisubizo byabonetse',
  'Accommodation data is unavailable': 'Amakuru y’aho kurara ntaboneka',
  'Loading applications...': 'Ubusabe burimo gufunguka…',
  'Property submitted successfully!': 'Inzu yoherejwe neza!',
  'Listing application submitted successfully!': 'Ubusabe bwo gutangaza inzu bwoherejwe neza!',
  'Error submitting the property. Please try again.': 'Habaye ikibazo mu kohereza inzu. Ongera ugerageze.',
  'Error submitting the listing application. Please try again.':
    'Habaye ikibazo mu kohereza ubusabe bwo gutangaza inzu. Ongera ugerageze.',
  'Room type created successfully!': 'Ubwoko bw’icyumba bwashyizweho neza!',
  'This Idempotency-Key was already used for a different room type or listing. Use a new key for a new one.':
    'Iyi Idempotency-Key yamaze gukoreshwa ku bundi bwoko bw’icyumba cyangwa ku yindi nzu. Koresha urufunguzo rushya ku byo wohereza bishya.',

  // Signing up.
  'First name is required.': 'Izina ribanza rirakenewe.',
  'Last name is required.': 'Izina ry’umuryango rirakenewe.',
  'Email is required.': 'Imeri irakenewe.',
  'Username is required.': 'Izina ukoresha rirakenewe.',
  'Phone number is required.': 'Nimero ya telefone irakenewe.',
  'Password is required.': 'Ijambo ry’ibanga rirakenewe.',
  'Invalid email format.': 'Imeri yanditse nabi.',
  "Phone number must start with '07' and be 10 digits long.":
    'Nimero ya telefone igomba gutangira na “07” kandi ikagira imibare 10.',
  'Passwords do not match': 'Amagambo y’ibanga ntahuye',
  'Password must be at least 8 characters.': 'Ijambo ry’ibanga rigomba kugira nibura inyuguti 8.',
  'Password must be at most 128 characters.': 'Ijambo ry’ibanga ntirigomba kurenza inyuguti 128.',
  'Password is too common or has appeared in a data breach. Please choose another one.':
    'Iri jambo ry’ibanga rirakoreshwa cyane cyangwa ryagaragaye mu makuru yibwe. Hitamo irindi.',
  'Password must not contain your username or the part of your email before the @.':
    'Ijambo ry’ibanga ntirigomba kubamo izina ukoresha cyangwa igice cya imeri yawe kiri mbere ya @.',
  'Password must not contain control characters such as tabs or line breaks.':
    'Ijambo ry’ibanga ntirigomba kubamo inyuguti zitagaragara, nk’umwanya wa tab cyangwa kujya ku murongo mushya.',
  'Username must be at most 50 characters.': 'Izina ukoresha ntirigomba kurenza inyuguti 50.',
  'Username may contain letters, digits, dots, dashes and underscores only.':
    'Izina ukoresha rishobora kugira inyuguti, imibare, utudomo, uturongo (-) n’uturongo two hasi (_) gusa.',
  'Names must be at most 100 characters.': 'Amazina ntagomba kurenza inyuguti 100.',
  'Username is already taken.': 'Izina ukoresha ryamaze gufatwa.',
  'Email is already registered.': 'Imeri yamaze kwandikwa.',
  'Success! Account created.': 'Byagenze neza! Konti yafunguwe.',
  'An error occurred. Please try again.': 'Habaye ikibazo. Ongera ugerageze.',
  'Welcome to Ikaze, {firstName}! You can now sign in.':
    'Murakaza neza kuri Ikaze, {firstName}! Ubu ushobora kwinjira.',

  // Reserving rooms.
  'Please provide both check-in and check-out dates.': 'Shyiramo itariki yo kugera n’iyo kugenda.',
  'Check-out date must be later than the check-in date.':
    'Itariki yo kugenda igomba kuba nyuma y’itariki yo kugera.',
  'Please select at least one room.': 'Hitamo nibura icyumba kimwe.',
  'You cannot reserve more than {n} rooms.': 'Ntushobora kubikisha ibyumba birenze {n}.',
  'Selected room type is invalid.': 'Ubwoko bw’icyumba wahisemo ntibwemewe.',
  'Reservation successful! ': 'Ukubikisha kwagenze neza! ',
  'Only {n} rooms are left for these dates.': 'Hasigaye ibyumba {n} gusa kuri aya matariki.',
  'Check-in date cannot be in the past.': 'Itariki yo kugera ntishobora kuba yarashize.',

  // Accounts and profiles.
  'User not found.': 'Umukoresha ntiyabonetse.',
  'No users found': 'Nta bakoresha babonetse',
  'No Hosts found': 'Nta ba nyir’amazu babonetse',
  'Error fetching user data': 'Habaye ikibazo mu kuzana amakuru y’umukoresha',
  'User data not available': 'Amakuru y’umukoresha ntaboneka',
  'User ID is missing in the URL': 'Nimero iranga umukoresha ntiri muri aderesi',
  'Profile updated.': 'Umwirondoro wavuguruwe.',
  "You can see this person's details only while you have a booking with them.":
    'Ushobora kubona amakuru y’uyu muntu gusa igihe mufitanye ukubikisha.',
  'Only an admin can activate or deactivate accounts.':
    'Umuyobozi ni we wenyine ushobora gufungura cyangwa guhagarika konti.',
  'You cannot deactivate your own account.': 'Ntushobora guhagarika konti yawe bwite.',

  // Listing applications, as the API answers them.
  'Application approved.': 'Ubusabe bwemewe.',
  'Application rejected.': 'Ubusabe bwanzwe.',
  'Recommendation saved.': 'Inama yabitswe.',
  'Listing application not found.': 'Ubusabe bwo gutangaza inzu ntibwabonetse.',
  'This property already has a listing application.': 'Iyi nzu isanzwe ifite ubusabe bwo kuyitangaza.',
  'You can only submit a listing application in your own name.':
    'Ushobora gutanga ubusabe bwo gutangaza inzu mu izina ryawe gusa.',
  'You can only submit a listing application for your own property.':
    'Ushobora gutanga ubusabe bwo gutangaza inzu yawe bwite gusa.',
  'Send either a status (approved or rejected) or a recommendation.':
    'Ohereza imiterere (byemewe cyangwa byanze) cyangwa inama.',
  'Say why the listing is not approved: the host reads it.':
    'Vuga impamvu iri tangazo ritemewe: nyir’inzu arabisoma.',
  'Send either a status or a recommendation, not both.': 'Ohereza imiterere cyangwa inama, si byombi.',
  "Status must be 'approved' or 'rejected'.": 'Imiterere igomba kuba “approved” cyangwa “rejected”.',
  'The recommendation must be text.': 'Inama igomba kuba inyandiko.',
  'A recommendation can be at most 2000 characters.': 'Inama ntigomba kurenza inyuguti 2.000.',
  "Status must be 'pending', 'approved', 'rejected' or 'all'.":
    'Imiterere igomba kuba “pending”, “approved”, “rejected” cyangwa “all”.',
  'Search text can be at most 100 characters.': 'Ibyo ushakisha ntibigomba kurenza inyuguti 100.',
  'The start date must be on or before the end date.':
    'Itariki yo gutangira igomba kuba mbere y’itariki yo kurangiza cyangwa ingana na yo.',

  // A reservation request, as the API checks it.
  'Please choose a room type to reserve.': 'Hitamo ubwoko bw’icyumba ushaka kubikisha.',
  'At most 10 room types can be reserved at once.':
    'Ushobora kubikisha amoko y’ibyumba atarenze 10 icyarimwe.',
  'userId must be your user id.': 'userId igomba kuba nimero yawe iranga umukoresha.',
  'Dates must look like YYYY-MM-DD.': 'Amatariki agomba kwandikwa nka 2026-12-31 (umwaka-ukwezi-umunsi).',
  'The number of rooms must be a whole number.': 'Umubare w’ibyumba ugomba kuba umubare wuzuye.',
  'The rate plan must be one of Flexible, nonRefundable, Long Stay, N/A.':
    'Uburyo bw’ibiciro bugomba kuba kimwe muri ibi: Flexible, nonRefundable, Long Stay, N/A.',
  'You cannot book your own property.': 'Ntushobora kubikisha inzu yawe bwite.',
  'The Idempotency-Key header must be 1 to 200 characters.':
    'Umutwe Idempotency-Key ugomba kugira inyuguti kuva kuri 1 kugeza kuri 200.',
  'This Idempotency-Key was already used for a different reservation. Use a new key for a new reservation.':
    'Iyi Idempotency-Key yamaze gukoreshwa ku kundi kubikisha. Koresha urufunguzo rushya ku kubikisha gushya.',
  'You can only reserve for yourself.': 'Ushobora kubikisha wowe ubwawe gusa.',
  'This request is already being processed. Please try again.':
    'Ibi wasabye biracyakorwaho. Ongera ugerageze.',

  // Kwishyura ibyo wabikishije.
  'Choose how to pay: MTN MoMo, Airtel Money or at the property.':
    'Hitamo uko wishyura: MTN MoMo, Airtel Money cyangwa kwishyurira aho uzacumbika.',
  'Enter the mobile number that will pay.': 'Andika nimero ya telefoni izishyura.',
  'Enter a Rwandan mobile number: 078, 079, 072 or 073 followed by 7 digits.':
    'Andika nimero ya telefoni yo mu Rwanda: 078, 079, 072 cyangwa 073 ikurikiwe n’imibare 7.',
  'This stay must be paid now: choose MTN MoMo or Airtel Money.':
    'Iki gihe cyo gucumbika kigomba kwishyurwa ubu: hitamo MTN MoMo cyangwa Airtel Money.',
  'The Non-Refundable plan is paid when you book: choose MTN MoMo or Airtel Money.':
    'Uburyo budasubizwa bwishyurwa igihe ubikisha: hitamo MTN MoMo cyangwa Airtel Money.',
  'This property takes payment when you book: choose MTN MoMo or Airtel Money.':
    'Iyi nzu yishyurwa igihe ubikisha: hitamo MTN MoMo cyangwa Airtel Money.',
  'This booking is already paid.': 'Uku kubikisha kwamaze kwishyurwa.',
  'The payment is still waiting for approval on the phone.':
    'Kwishyura biracyategereje ko ubyemeza kuri telefoni.',
  'The time to pay for this booking has passed. Please book again.':
    'Igihe cyo kwishyura uku kubikisha cyarangiye. Ongera ubikishe.',
  'Only the guest who booked can pay for this booking.':
    'Umushyitsi wabikishije wenyine ni we ushobora kwishyura uku kubikisha.',
  'This booking is paid at the property.': 'Uku kubikisha kwishyurirwa aho uzacumbika.',
  'Payment not found.': 'Ubwishyu ntibwabonetse.',
  'Enter a whole amount in RWF, at least 1.': 'Andika amafaranga yuzuye mu RWF, nibura 1.',
  'Keep the note under 500 characters.': 'Icyitonderwa kigomba kuba munsi y’inyuguti 500.',
  'Only the host of this stay can give money back.':
    'Nyir’icumbi ry’uru ruzinduko wenyine ni we ushobora gusubiza amafaranga.',
  'Only a confirmed stay can be refunded in part.':
    'Uruzinduko rwemejwe wenyine ni rwo rushobora gusubizwa igice cy’amafaranga.',
  'This is more than what is left to refund.': 'Aya arenze asigaye yo gusubizwa.',
  'The refund is on its way to the number that paid.':
    'Amafaranga asubizwa ari mu nzira agana kuri nimero yishyuye.',
  'Refund not found.': 'Isubizwa ry’amafaranga ntiryabonetse.',
  'This refund is not waiting to be settled by hand.': 'Iri subizwa ntirigitegereje gukemurwa n’intoki.',
  'Say how the money went back (for example the bank’s reference).':
    'Vuga uko amafaranga yasubijwe (urugero: nimero y’icyemezo cya banki).',
  'The refund is recorded as settled by hand.': 'Isubizwa ryanditswe ko ryakemuwe n’intoki.',
  'The refund will be tried again.': 'Isubizwa rizongera kugeragezwa.',
  // Payouts to hosts (docs/money.md#payouts).
  'Payout not found.': 'Iyishyurwa ntiryabonetse.',
  'Only a failed payout can be tried again.':
    'Iyishyurwa ryanze ni ryo ryonyine rishobora kongera kugeragezwa.',
  'This payout was already tried again.': 'Iri yishyurwa ryamaze kongera kugeragezwa.',
  'Nothing is left to pay this host: their balance was paid since.':
    'Nta mafaranga asigaye yo kwishyura uyu wakira abashyitsi: ayo yari afite yarishyuwe nyuma.',
  'This host’s payouts are on hold.': 'Kwishyura uyu wakira abashyitsi byahagaritswe by’agateganyo.',
  'This host’s payout details changed less than 48 hours ago; approve the change first.':
    'Aho uyu wakira abashyitsi yishyurirwa hahinduwe mu masaha atarenze 48; banza wemeze iryo hinduka.',
  'This host has no mobile money number or bank account to pay.':
    'Uyu wakira abashyitsi nta nimero ya mobile money cyangwa konti ya banki yo kwishyurirwaho afite.',
  'The payout will be tried again.': 'Iyishyurwa rizongera kugeragezwa.',
  'Today’s payouts are started.': 'Kwishyura kw’uyu munsi kwatangiye.',
  'Host not found.': 'Uwakira abashyitsi ntiyabonetse.',
  'This account is not a host.': 'Iyi konti si iy’uwakira abashyitsi.',
  'The host’s payouts are on hold.': 'Kwishyura uwakira abashyitsi byahagaritswe by’agateganyo.',
  'The host’s payouts are no longer on hold.': 'Kwishyura uwakira abashyitsi ntibikihagaritswe.',
  'The host’s commission is saved.': 'Komisiyo y’uwakira abashyitsi yabitswe.',
  'Enter a commission from 0 to 50 percent, or nothing for the usual one.':
    'Andika komisiyo iri hagati ya 0 na 50 ku ijana, cyangwa ntugire icyo wandika ngo hakoreshwe isanzwe.',
  'This host’s payout details have no change waiting for approval.':
    'Nta hinduka ry’aho uyu wakira abashyitsi yishyurirwa ritegereje kwemezwa.',
  'The change of payout details is approved: payouts may go there now.':
    'Ihinduka ry’aho yishyurirwa ryemejwe: amafaranga ashobora koherezwayo guhera ubu.',
  'Bank batch not found.': 'Urutonde rw’ubwishyu bwa banki ntirwabonetse.',
  'This bank batch is already marked as sent.':
    'Uru rutonde rw’ubwishyu bwa banki rwamaze kwandikwa ko rwoherejwe.',
  'This bank batch has no payout to send.':
    'Uru rutonde rw’ubwishyu bwa banki nta yishyurwa ryo kohereza rufite.',
  'The bank batch is marked as sent.': 'Urutonde rw’ubwishyu bwa banki rwanditswe ko rwoherejwe.',
  'Enter the bank’s reference of the transfer (up to 100 characters).':
    'Andika nimero ndango banki yahaye iyo kohereza (inyuguti 100 ntarengwa).',
  'Choose a month as YYYY-MM.': 'Hitamo ukwezi mu buryo YYYY-MM.',
  'Enter your current password to change where your payouts go.':
    'Andika ijambo ry’ibanga ryawe risanzwe kugira ngo uhindure aho wishyurirwa.',
  'That password is not right. Your payout details were not changed.':
    'Iryo jambo ry’ibanga si ryo. Aho wishyurirwa ntihahinduwe.',
  Booking: 'Ukubikisha',
  'Paid (RWF)': 'Byishyuwe (RWF)',
  'Commission (%)': 'Komisiyo (%)',
  'Commission (RWF)': 'Komisiyo (RWF)',
  'Refunded (RWF)': 'Byasubijwe (RWF)',
  'Net (RWF)': 'Bisigaye (RWF)',
  'Payable from': 'Byishyurwa guhera',
  'This is not a payment notification we can read.': 'Ubu si ubutumwa bw’ubwishyu dushobora gusoma.',
  // A paid reservation's receipt (docs/receipts.md).
  Receipt: 'Inyemezabwishyu',
  'Receipt number': 'Nimero y’inyemezabwishyu',
  Date: 'Itariki',
  'Room type': 'Ubwoko bw’icyumba',
  'Rate plan': 'Uburyo bw’ibiciro',
  'Price per night, one room': 'Igiciro ku ijoro, icyumba kimwe',
  Subtotal: 'Igiteranyo mbere y’igabanyirizwa',
  'Discount ({percent}%)': 'Igabanyirizwa ({percent}%)',
  'Rate plan discount ({percent}%)': 'Igabanyirizwa ry’uburyo bw’ibiciro ({percent}%)',
  'Booking total': 'Igiteranyo cy’ukubikisha',
  'Booking #{id}': 'Ukubikisha N° {id}',
  'Other stays paid with this payment': 'Ukundi kubikisha kwishyuwe muri ubu bwishyu',
  'Amount paid': 'Amafaranga yishyuwe',
  'Payment method': 'Uburyo bwo kwishyura',
  'Paid from': 'Byishyuwe na nimero',
  'Transaction ID': 'Nimero y’igikorwa cyo kwishyura',
  'Paid on': 'Igihe cyo kwishyura',
  'Kigali time': 'isaha ya Kigali',
  'Download PDF': 'Kuramo PDF',
  'Ikaze: places to stay in Rwanda. Keep this receipt for your records.':
    'Ikaze: aho kurara mu Rwanda. Bika iyi nyemezabwishyu.',
  'A receipt is available once the booking is paid by MTN MoMo or Airtel Money.':
    'Inyemezabwishyu iboneka iyo ukubikisha kumaze kwishyurwa na MTN MoMo cyangwa Airtel Money.',
  'Rooms must be a whole number from 1 to 100.':
    'Umubare w’ibyumba ugomba kuba umubare wuzuye kuva kuri 1 kugeza kuri 100.',

  // The reservation's success sentence: 'Ukubikisha nimero 12 (Icyumba cy’abantu babiri), ibyumba 2, …'
  'Booking #{id} for {roomType}, {rooms}, {nights}: {total}':
    'Ukubikisha nimero {id} ({roomType}), {rooms}, {nights}: {total}',
  '1 room': 'icyumba 1',
  '{n} rooms': 'ibyumba {n}',
  '1 night': 'ijoro 1',
  '{n} nights': 'amajoro {n}',
  '{booking}. The host will confirm it soon.': '{booking}. Nyir’inzu azabyemeza vuba.',
  '{bookings}. Total {total}. The host will confirm them soon.':
    '{bookings}. Igiteranyo: {total}. Nyir’inzu azabyemeza vuba.',

  // Changing a booking's status.
  'Booking not found.': 'Ukubikisha ntikwabonetse.',
  'Only pending bookings can change status.':
    'Ukubikisha kugitegereje ni ko konyine gushobora guhindurirwa imiterere.',
  'A booking cannot be moved back to pending.': 'Ukubikisha ntigushobora gusubizwa ku “Bitegereje”.',
  'As a guest you can only cancel your booking.': 'Nk’umushyitsi, ushobora gusa gusesa ukubikisha kwawe.',
  'Only a pending or confirmed booking can be cancelled.':
    'Ukubikisha kugitegereje cyangwa kwemejwe ni ko konyine gushobora gusesywa.',
  'A booking can only be cancelled before its check-in day.':
    'Ukubikisha gushobora gusesywa gusa mbere y’umunsi wo kugera.',
  'Say why you cancel this stay: the guest is told.':
    'Vuga impamvu usheshe iri cumbi: umushyitsi arabimenyeshwa.',
  'The reason must be text.': 'Impamvu igomba kuba inyandiko.',
  'The reason can be at most 500 characters.': 'Impamvu ntishobora kurenza inyuguti 500.',
  'This stay is over: it can no longer be cancelled.': 'Iri cumbi ryarangiye: ntirigishobora gusheshwa.',
  'This booking has no payment to refund.': 'Uku kubikisha nta mafaranga yishyuwe yo gusubizwa gufite.',
  'Only the guest who booked can see what cancelling this booking costs.':
    'Umushyitsi wabikishije ni we wenyine ushobora kureba icyo gusesa uku kubikisha bitwara.',
  'Only the host of the property or the guest who booked can change this booking.':
    'Nyir’inzu cyangwa umushyitsi wabikishije ni bo bonyine bashobora guhindura uku kubikisha.',
  'userId must be your own user id.': 'userId igomba kuba nimero yawe bwite iranga umukoresha.',

  // The listing form and its upload.
  'Name of accommodation is required.': 'Izina ry’aho kurara rirakenewe.',
  'Name of accommodation must be at most 120 characters.':
    'Izina ry’aho kurara ntirigomba kurenza inyuguti 120.',
  'Description is required.': 'Ibisobanuro birakenewe.',
  'Description must be at most 300 characters.': 'Ibisobanuro ntibigomba kurenza inyuguti 300.',
  'Accommodation type must be Hotel, Apartment or Guest House.':
    'Ubwoko bw’aho kurara bugomba kuba Hoteli, Inzu yo guturamo cyangwa Icumbi.',
  'Address is required.': 'Aderesi irakenewe.',
  'Address must be at most 200 characters.': 'Aderesi ntigomba kurenza inyuguti 200.',
  'City is required.': 'Umujyi urakenewe.',
  'City must be at most 100 characters.': 'Umujyi ntugomba kurenza inyuguti 100.',
  'Country is required.': 'Igihugu kirakenewe.',
  'Country must be at most 100 characters.': 'Igihugu ntikigomba kurenza inyuguti 100.',
  'Latitude must be between -90 and 90.': 'Ubugari (latitude) bugomba kuba hagati ya -90 na 90.',
  'Longitude must be between -180 and 180.': 'Uburebure (longitude) bugomba kuba hagati ya -180 na 180.',
  'Choose amenities from the list: Wi-Fi, Parking, Swimming Pool, Air conditioning, Restaurant, Spa, Sport Court.':
    'Hitamo ibikoresho biri ku rutonde: Wi-Fi, Aho guparika imodoka, Ikidendezi cyo koga, Icyuma gikonjesha, Resitora, Spa, Ikibuga cy’imikino.',
  'Rate plan is required.': 'Uburyo bw’ibiciro burakenewe.',
  'Rate plan must be Flexible, nonRefundable or Long Stay.':
    'Uburyo bw’ibiciro bugomba kuba “Bishobora guhindurwa”, “Amafaranga ntasubizwa” cyangwa “Kumara igihe kirekire”.',
  'Check-in time must look like HH:MM.': 'Isaha yo kugera igomba kwandikwa nk’isaha:iminota (urugero 14:00).',
  'Check-out time must look like HH:MM.':
    'Isaha yo kugenda igomba kwandikwa nk’isaha:iminota (urugero 11:00).',
  'Quiet hours must look like HH:MM.':
    'Amasaha yo guceceka agomba kwandikwa nk’isaha:iminota (urugero 22:00).',
  'Maximum guests must be at least 1.': 'Umubare ntarengwa w’abashyitsi ugomba kuba nibura 1.',
  'Maximum guests must be at most 1000.': 'Umubare ntarengwa w’abashyitsi ntugomba kurenza 1.000.',
  'Host name is required.': 'Izina rya nyir’inzu rirakenewe.',
  'Host name must be at most 100 characters.': 'Izina rya nyir’inzu ntirigomba kurenza inyuguti 100.',
  "Host phone must start with '07' and be 10 digits long.":
    'Telefone ya nyir’inzu igomba gutangira na “07” kandi ikagira imibare 10.',
  'MoMo code is required.': 'Kode ya MoMo irakenewe.',
  'MoMo code must be at most 50 characters.': 'Kode ya MoMo ntigomba kurenza inyuguti 50.',
  'Bank account number is required.': 'Nimero ya konti ya banki irakenewe.',
  'Bank account number must be at most 50 characters.':
    'Nimero ya konti ya banki ntigomba kurenza inyuguti 50.',
  'Short description is required.': 'Ibisobanuro bigufi birakenewe.',
  'Short description must be at most 300 characters.': 'Ibisobanuro bigufi ntibigomba kurenza inyuguti 300.',
  'Choose a room type: Single, Double, Suite, Deluxe, Family, Studio, Executive, or the whole property.':
    'Hitamo ubwoko bw’icyumba: Icyumba cy’umuntu umwe, Icyumba cy’abantu babiri, Icyumba gifite uruganiriro, Icyumba cy’akataraboneka, Icyumba cy’umuryango, Icyumba gifite igikoni, Icyumba cy’icyubahiro, cyangwa inzu yose.',
  'Price is required.': 'Igiciro kirakenewe.',
  'Price must be a whole number of RWF.': 'Igiciro kigomba kuba umubare wuzuye w’amafaranga (RWF).',
  'Price must be at least 0.': 'Igiciro kigomba kuba nibura 0.',
  'Price must be at most 100,000,000 RWF.': 'Igiciro ntikigomba kurenza 100.000.000 RWF.',
  'Discount must be between 0 and 100.': 'Igabanyirizwa rigomba kuba hagati ya 0 na 100.',
  'Discount must be a whole number.': 'Igabanyirizwa rigomba kuba umubare wuzuye.',
  'Number of rooms is required.': 'Umubare w’ibyumba urakenewe.',
  'Number of rooms must be a whole number.': 'Umubare w’ibyumba ugomba kuba umubare wuzuye.',
  'Number of rooms must be at least 1.': 'Umubare w’ibyumba ugomba kuba nibura 1.',
  'Number of rooms must be at most 1000.': 'Umubare w’ibyumba ntugomba kurenza 1.000.',
  'Bed counts must be at least 0.': 'Umubare w’ibitanda ugomba kuba nibura 0.',
  'Bed counts must be whole numbers.': 'Umubare w’ibitanda ugomba kuba umubare wuzuye.',
  'Bed counts must be at most 100.': 'Umubare w’ibitanda ntugomba kurenza 100.',
  'Bed information must be at most 200 characters.': 'Amakuru ku bitanda ntagomba kurenza inyuguti 200.',
  'Choose facilities from the list: AC, Swimming Pool, Balcony, WiFi, Gym, Parking, TV, spa, Lunch, Dinner, Breakfast.':
    'Hitamo serivisi ziri ku rutonde: Icyuma gikonjesha, Ikidendezi cyo koga, Balikoni, Wi-Fi, Aho gukorera siporo, Aho guparika imodoka, Televiziyo, Spa, Ifunguro rya saa sita, Ifunguro rya nimugoroba, Ifunguro rya mu gitondo.',
  'Add at least one room type.': 'Ongeraho nibura ubwoko bw’icyumba bumwe.',
  'A listing can have at most 20 room types.': 'Itangazo rishobora kugira amoko y’ibyumba atarenze 20.',
  'The same room type is listed twice.': 'Ubwoko bw’icyumba bumwe bwanditswe kabiri.',
  'Room type not found.': 'Ubwoko bw’icyumba ntibwabonetse.',
  'A whole-property listing has exactly one room type: the whole property.':
    'Itangazo ry’inzu yose rigira ubwoko bw’icyumba bumwe gusa: inzu yose.',
  'Pictures must be png, jpg or jpeg images.': 'Amafoto agomba kuba amashusho ya png, jpg cyangwa jpeg.',
  'Each picture can be at most 10 MB.': 'Buri foto ntigomba kurenza MB 10.',
  'A listing can have at most 20 pictures.': 'Itangazo rishobora kugira amafoto atarenze 20.',
  'Please confirm that the information you provided is true.': 'Emeza ko amakuru watanze ari ukuri.',
  'The listing data is not valid JSON.': 'Amakuru y’itangazo si JSON yemewe.',
  'The listing data must be a JSON object.': 'Amakuru y’itangazo agomba kuba ikintu cya JSON.',
  'The listing data is missing: send it as the "data" field.':
    'Amakuru y’itangazo ntayo: yohereze mu gice “data”.',
  'The listing data is too large.': 'Amakuru y’itangazo ni manini cyane.',
  'Unexpected form field: send the listing as "data" and the pictures as "images".':
    'Igice cy’ifishi kitari kitezwe: ohereza itangazo nka “data” n’amafoto nka “images”.',
  'The upload could not be read. Please try again.': 'Ibyoherejwe ntibyashoboye gusomwa. Ongera ugerageze.',
  'The form has too many fields: send the listing as "data" and the pictures as "images".':
    'Ifishi ifite ibice byinshi cyane: ohereza itangazo nka “data” n’amafoto nka “images”.',
  'Room type removed.': 'Ubwoko bw’icyumba bwakuweho.',
  'You have too many room types that are not part of a listing yet. Remove some first.':
    'Ufite amoko y’ibyumba menshi cyane ataragera mu itangazo. Banza usibe amwe.',

  // Lists of properties: search and the host's and admin's filters.
  'Created from must be on or before Created to.':
    'Itariki ya mbere y’ishyirwaho igomba kuba mbere y’iya nyuma cyangwa ingana na yo.',
  'The name filter can be at most 200 characters.': 'Akayunguruzo k’izina ntikagomba kurenza inyuguti 200.',
  'The location can be at most 200 characters.': 'Ahantu ntihagomba kurenza inyuguti 200.',
  'Guests must be a whole number from 1 to 100.':
    'Umubare w’abashyitsi ugomba kuba umubare wuzuye kuva kuri 1 kugeza kuri 100.',
  'Sorting by name or creation date is only for host and admin lists.':
    'Gutondeka ukurikije izina cyangwa itariki byashyiriweho bikorwa gusa ku ntonde za ba nyir’amazu n’abayobozi.',
  'The price filter must be a whole number of RWF from 0 to 100,000,000.':
    'Akayunguruzo k’igiciro kagomba kuba umubare wuzuye wa RWF kuva kuri 0 kugeza kuri 100.000.000.',
  'The lowest price must not be above the highest price.': 'Igiciro gito ntikigomba kurenza igiciro kinini.',

  // Stays.
  'A stay can be at most 90 nights.': 'Igihe cyo kuguma ntikigomba kurenza amajoro 90.',
  'Check-in date can be at most 2 years ahead.':
    'Itariki yo kugera ntishobora kurenza imyaka 2 uhereye uyu munsi.',

  // The admin's reports: the CSV files' header rows and words, the cards' items.
  ID: 'Nimero',
  Name: 'Izina',
  Host: 'Nyir’inzu',
  Address: 'Aderesi',
  'Accommodation Type': 'Ubwoko bw’aho kurara',
  Rating: 'Amanota',
  Status: 'Imiterere',
  'Created At': 'Igihe byashyiriweho',
  Username: 'Izina ukoresha',
  'First Name': 'Izina ribanza',
  'Last Name': 'Izina ry’umuryango',
  Email: 'Imeri',
  'Phone Number': 'Nimero ya telefone',
  'Date Joined': 'Itariki yiyandikishirijeho',
  Guest: 'Umushyitsi',
  Property: 'Inzu',
  'Room Type': 'Ubwoko bw’icyumba',
  'Check-in': 'Kugera',
  'Check-out': 'Kugenda',
  Rooms: 'Ibyumba',
  'Total Price (RWF)': 'Igiciro cyose (RWF)',
  'Rate Plan': 'Uburyo bw’ibiciro',
  Active: 'Irakora',
  Inactive: 'Yahagaritswe',
  'Rent Whole Property': 'Kodesha inzu yose',
  'Host: {name}': 'Nyir’inzu: {name}',
  'Deleted account': 'Konti yasibwe',
  'Booking #{id} · {property} · {status}': 'Ukubikisha nimero {id} · {property} · {status}',

  // Labels: accommodation types.
  Hotel: 'Hoteli',
  Apartment: 'Inzu yo guturamo',
  'Guest House': 'Icumbi',

  // Labels: a property's amenities (ibikoresho).
  'Wi-Fi': 'Wi-Fi',
  Parking: 'Aho guparika imodoka',
  'Swimming Pool': 'Ikidendezi cyo koga',
  'Air conditioning': 'Icyuma gikonjesha',
  Restaurant: 'Resitora',
  Spa: 'Spa',
  'Sport Court': 'Ikibuga cy’imikino',

  // Labels: application and booking statuses.
  Pending: 'Bitegereje',
  Approved: 'Byemewe',
  Rejected: 'Byanze',
  Confirmed: 'Byemejwe',
  Cancelled: 'Byasheshwe',
  Refunded: 'Byasubijwe amafaranga',
  Expired: 'Byarangiye igihe',

  // Labels: the languages a host speaks.
  English: 'Icyongereza',
  French: 'Igifaransa',
  Swahili: 'Igiswahili',
  Kinyarwanda: 'Ikinyarwanda',

  // Labels: rate plans (uburyo bw’ibiciro).
  Flexible: 'Bishobora guhindurwa',
  'Non-Refundable': 'Amafaranga ntasubizwa',
  'Long Stay': 'Kumara igihe kirekire',
  'N/A': 'Ntibireba',

  // Labels: a room type's facilities (serivisi).
  AC: 'Icyuma gikonjesha',
  Balcony: 'Balikoni',
  WiFi: 'Wi-Fi',
  Gym: 'Aho gukorera siporo',
  TV: 'Televiziyo',
  Lunch: 'Ifunguro rya saa sita',
  Dinner: 'Ifunguro rya nimugoroba',
  Breakfast: 'Ifunguro rya mu gitondo',

  // Labels: room types.
  Single: 'Icyumba cy’umuntu umwe',
  Double: 'Icyumba cy’abantu babiri',
  Suite: 'Icyumba gifite uruganiriro',
  Deluxe: 'Icyumba cy’akataraboneka',
  Family: 'Icyumba cy’umuryango',
  Studio: 'Icyumba gifite igikoni',
  Executive: 'Icyumba cy’icyubahiro',
  'Whole Property': 'Inzu yose',

  // Labels: services.
  'Room service': 'Serivisi mu cyumba',
  Laundry: 'Kumesa imyenda',
  'Custom service': 'Serivisi yihariye',

  // Stay rules and rate plans (pricing.ts).
  'This room needs a stay of at least {n} nights for these dates.':
    'Kuri aya matariki, iki cyumba gisaba kurara nibura amajoro {n}.',
  'This room can be booked for at most {n} nights for these dates.':
    'Kuri aya matariki, iki cyumba ntigishobora kubikishwa amajoro arenze {n}.',
  'This room can be booked at most {n} days ahead.':
    'Iki cyumba gishobora kubikishwa hasigaye iminsi itarenze {n}.',
  'This room is not available for these dates.': 'Iki cyumba ntikiboneka kuri aya matariki.',
  'This rate plan is not offered by this property.': 'Iyi nzu ntitanga ubu buryo bw’ibiciro.',
  'Long Stay is for stays of {n} nights or more.':
    '“Kumara igihe kirekire” ni iyo umuntu araye amajoro {n} cyangwa arenga.',
  // Channel sync: imported calendars and the exported one (schemas/channel-sync.ts).
  'Calendar import not found.': 'Kalendari yinjijwe ntiyabonetse.',
  'A calendar needs a name of 1 to {max} characters.':
    'Kalendari ikeneye izina ry’inyuguti kuva kuri 1 kugeza kuri {max}.',
  'The calendar’s address must be a web address of at most {max} characters.':
    'Aderesi ya kalendari igomba kuba aderesi y’urubuga itarengeje inyuguti {max}.',
  'The calendar’s address must start with http:// or https://.':
    'Aderesi ya kalendari igomba gutangirwa na http:// cyangwa https://.',
  'This calendar is already imported for this room type.':
    'Iyi kalendari isanzwe yinjijwe kuri ubu bwoko bw’icyumba.',
  'A room type can import at most {max} calendars.':
    'Ubwoko bw’icyumba bushobora kwinjiza kalendari zitarenze {max}.',
  'The calendar could not be fetched.': 'Kalendari ntiyashoboye kuboneka.',
  'The calendar took more than 10 seconds to answer.': 'Kalendari yamaze amasegonda arenga 10 itarasubiza.',
  'The calendar is larger than 1 MB.': 'Kalendari irengeje MB 1.',
  'The calendar’s address redirects too many times.':
    'Aderesi ya kalendari yohereza ahandi inshuro nyinshi cyane.',
  'The calendar’s address is on a private network.': 'Aderesi ya kalendari iri ku muyoboro bwite.',
  'The calendar’s server answered with status {status}.': 'Seriveri ya kalendari yasubije kode {status}.',
  'The calendar is not a valid iCalendar file.': 'Kalendari si dosiye ya iCalendar yemewe.',
  'The calendar took more than 5 seconds to read: it may repeat an event without end.':
    'Gusoma kalendari byamaze amasegonda arenga 5: ishobora kuba isubiramo igikorwa nta herezo.',
  'The calendar needs too much memory to read.': 'Kalendari ikeneye ububiko bwinshi cyane kugira ngo isomwe.',
  'Too many calendars are being read right now. Try again in a minute.':
    'Kalendari nyinshi cyane ziri gusomwa ubu. Ongera ugerageze nyuma y’umunota umwe.',
  'The event has no start date.': 'Iki gikorwa nta tariki yo gutangira gifite.',
  'The event’s dates cannot be read.': 'Amatariki y’iki gikorwa ntashobora gusomwa.',
  'The event’s repeat rule cannot be read.': 'Itegeko ryo gusubiramo iki gikorwa ntirishobora gusomwa.',
  'The event repeats too many times.': 'Iki gikorwa gisubirwamo inshuro nyinshi cyane.',
  '{taken} of {rooms} rooms taken': 'Ibyumba {taken} kuri {rooms} byafashwe',
  'Not available': 'Ntibiboneka',
  // The host's calendar, rates, seasons and rate plans (schemas/calendar.ts).
  'Season not found.': 'Igihembwe nticyabonetse.',
  'The end date must be after the start date.':
    'Itariki yo kurangiza igomba kuba nyuma y’itariki yo gutangira.',
  'At most {max} nights at once.': 'Amajoro atarenze {max} icyarimwe.',
  'Nights before today cannot be changed.': 'Amajoro yashize ntashobora guhindurwa.',
  'Say how many rooms to close or which price to set.':
    'Vuga umubare w’ibyumba byo gufunga cyangwa igiciro cyo gushyiraho.',
  'Closed rooms must be a whole number from 0 to {max}.':
    'Umubare w’ibyumba bifunze ugomba kuba umubare wuzuye kuva kuri 0 kugeza kuri {max}.',
  'This room type has {n} rooms: no more can be closed.':
    'Ubu bwoko bw’icyumba bufite ibyumba {n}: nta bindi byafungwa.',
  'Only {n} rooms can be closed on {date}: the others are booked.':
    'Ku itariki {date} hashobora gufungwa ibyumba {n} gusa: ibindi byarabikishijwe.',
  'Price must be a whole number of RWF from 0 to {max}.':
    'Igiciro kigomba kuba umubare wuzuye w’amafaranga (RWF) kuva kuri 0 kugeza kuri {max}.',
  'The weekend price must be empty or a whole number of RWF from 0 to {max}.':
    'Igiciro cya wikendi kigomba kuba ubusa cyangwa umubare wuzuye w’amafaranga (RWF) kuva kuri 0 kugeza kuri {max}.',
  'The minimum stay must be a whole number of nights from 1 to {max}.':
    'Amajoro make yo kurara agomba kuba umubare wuzuye kuva kuri 1 kugeza kuri {max}.',
  'The maximum stay must be empty or a whole number of nights from the minimum stay to {max}.':
    'Amajoro menshi yo kurara agomba kuba ubusa cyangwa umubare wuzuye kuva ku majoro make kugeza kuri {max}.',
  'How far ahead guests may book must be empty or a whole number of days from 1 to {max}.':
    'Iminsi abashyitsi bashobora kubikisha mbere igomba kuba ubusa cyangwa umubare wuzuye kuva kuri 1 kugeza kuri {max}.',
  'A season needs a name of 1 to {max} characters.':
    'Igihembwe gikeneye izina ry’inyuguti kuva kuri 1 kugeza kuri {max}.',
  'A season ends on or after its first night and lasts at most {max} nights.':
    'Igihembwe kirangira ku ijoro ryacyo rya mbere cyangwa nyuma yaryo, kandi ntikirenza amajoro {max}.',
  'These nights overlap the season {name}.': 'Aya majoro ahura n’igihembwe “{name}”.',
  'Offer at least one rate plan.': 'Tanga nibura uburyo bumwe bw’ibiciro.',
  'A rate plan’s discount must be a whole number from 1 to {max} percent.':
    'Igabanyirizwa ry’uburyo bw’ibiciro rigomba kuba umubare wuzuye kuva kuri 1 kugeza kuri {max} ku ijana.',
  'Free cancellation must be a whole number of days from 0 to {max} before check-in.':
    'Gusesa ku buntu bigomba kuba umubare wuzuye w’iminsi kuva kuri 0 kugeza kuri {max} mbere yo kugera.',

  // Ubutumwa hagati y’abashyitsi na ba nyir’amazu (docs/decisions/0028-conversations.md).
  'Conversation not found.': 'Ikiganiro ntikibonetse.',
  'Write a message.': 'Andika ubutumwa.',
  'A message can be at most {max} characters.': 'Ubutumwa ntiburenza inyuguti {max}.',
  'Say which property or which booking the message is about.':
    'Vuga inzu cyangwa ukubikisha ubu butumwa bwerekeyeho.',
  'You cannot send a message to yourself about your own property.':
    'Ntushobora kwiyoherereza ubutumwa ku byerekeye inzu yawe bwite.',
  'You have sent {max} messages in the last minute. Please wait {seconds} seconds before sending another.':
    'Wohereje ubutumwa {max} mu munota ushize. Tegereza amasegonda {seconds} mbere yo kohereza ubundi.',
  'You have sent {max} messages in the last minute. Please wait 1 second before sending another.':
    'Wohereje ubutumwa {max} mu munota ushize. Tegereza isegonda 1 mbere yo kohereza ubundi.',
  'You have sent {max} messages today, the most allowed. You can send more in 1 hour.':
    'Uyu munsi wohereje ubutumwa {max}, ari bwo bwinshi bwemewe. Uzashobora kohereza ubundi mu isaha 1.',
  'You have sent {max} messages today, the most allowed. You can send more in {hours} hours.':
    'Uyu munsi wohereje ubutumwa {max}, ari bwo bwinshi bwemewe. Uzashobora kohereza ubundi mu masaha {hours}.',
  'Say why you are reporting this conversation.': 'Vuga impamvu uri gutanga raporo kuri iki kiganiro.',
  'A reason can be at most {max} characters.': 'Impamvu ntirenza inyuguti {max}.',
  'Admins can read a reported conversation but cannot write in it.':
    'Abayobozi bashobora gusoma ikiganiro cyatanzweho raporo ariko ntibacyandikamo.',
  'This person has deleted their account: nobody can receive messages in this conversation any more.':
    'Uyu muntu yasibye konti ye: nta muntu ukibasha kwakira ubutumwa muri iki kiganiro.',
  'limit must be a whole number from 1 to {max}.':
    'limit igomba kuba umubare wuzuye kuva kuri 1 kugeza kuri {max}.',

  // Help pages and the contact form (docs/decisions/0029-public-pages-and-help.md).
  'Help page not found.': 'Urupapuro rw’ubufasha ntirubonetse.',
  'Thank you. Your message has reached our team; we will answer you by email.':
    'Murakoze. Ubutumwa bwanyu bwageze ku itsinda ryacu; tuzabasubiza kuri imeri.',
  'Please enter your name.': 'Andika izina ryawe.',
  'Your name can be at most {max} characters.': 'Izina ryawe ntirigomba kurenza inyuguti {max}.',
  'Please enter a subject.': 'Andika umutwe w’ubutumwa.',
  'The subject can be at most {max} characters.': 'Umutwe w’ubutumwa ntugomba kurenza inyuguti {max}.',
  'Please write a message of at least {min} characters.': 'Andika ubutumwa bufite nibura inyuguti {min}.',
  'The message can be at most {max} characters.': 'Ubutumwa ntibugomba kurenza inyuguti {max}.',
  'You can send at most {max} messages an hour. Please try again in 1 minute.':
    'Ushobora kohereza ubutumwa {max} gusa mu isaha imwe. Ongera ugerageze mu munota 1.',
  'You can send at most {max} messages an hour. Please try again in {minutes} minutes.':
    'Ushobora kohereza ubutumwa {max} gusa mu isaha imwe. Ongera ugerageze mu minota {minutes}.',

  // Reviews, hosts’ replies and reports (docs/decisions/0025-reviews.md).
  'Each score must be a whole number from {min} to {max}.':
    'Buri nota igomba kuba umubare wuzuye kuva kuri {min} kugeza kuri {max}.',
  'A review is {min} to {max} characters long.':
    'Igitekerezo kigira inyuguti kuva kuri {min} kugeza kuri {max}.',
  'A reply is 1 to {max} characters long.': 'Igisubizo kigira inyuguti kuva kuri 1 kugeza kuri {max}.',
  'A reason is {min} to {max} characters long.': 'Impamvu igira inyuguti kuva kuri {min} kugeza kuri {max}.',
  'The status must be published or hidden.':
    'Imiterere igomba kuba “published” (byatangajwe) cyangwa “hidden” (byahishwe).',
  'Sort by newest, highest or lowest.':
    'Tondeka ukurikije “newest” (ibishya), “highest” (amanota menshi) cyangwa “lowest” (amanota make).',
  'Show reported, hidden or all reviews.':
    'Erekana ibitekerezo “reported” (byatanzweho raporo), “hidden” (byahishwe) cyangwa “all” (byose).',
  'Say why the review is hidden ({min} to {max} characters).':
    'Vuga impamvu igitekerezo gihishwe (inyuguti kuva kuri {min} kugeza kuri {max}).',
  'Review not found.': 'Igitekerezo ntikibonetse.',
  'You can only review your own stays.': 'Ushobora gutanga igitekerezo gusa ku hantu wowe ubwawe waraye.',
  'Only a confirmed stay can be reviewed.': 'Igitekerezo gitangwa gusa ku kubikisha kwemejwe.',
  'You can review this stay from the day after check-out.':
    'Uzashobora gutanga igitekerezo kuri aha waraye guhera ku munsi ukurikira uwo wagendeyeho.',
  'Reviews can be written and edited until 14 days after check-out: this time has passed.':
    'Igitekerezo cyandikwa kandi kigahindurwa mu minsi 14 ikurikira umunsi wagendeyeho: icyo gihe cyarenze.',
  'You have already reviewed this stay.': 'Wamaze gutanga igitekerezo kuri aha waraye.',
  'This stay has no review yet.': 'Nta gitekerezo kiratangwa kuri aha waraye.',
  'Only the host of this property can reply to its reviews.':
    'Nyir’inzu wenyine ni we ushobora gusubiza ibitekerezo byatanzwe kuri iyi nzu.',
  'A reply can be edited for 7 days after it was first written: this time has passed.':
    'Igisubizo gishobora guhindurwa mu minsi 7 ikurikira igihe cyandikiwe bwa mbere: icyo gihe cyarenze.',
  'You cannot report your own review.': 'Ntushobora gutanga raporo ku gitekerezo cyawe bwite.',
  'You have already reported this review. An admin will look at it.':
    'Wamaze gutanga raporo kuri iki gitekerezo. Umuyobozi azagisuzuma.',
  'Thank you. An admin will look at this review.': 'Murakoze. Umuyobozi azasuzuma iki gitekerezo.',
  // Amamenyesha y’inzogera (docs/decisions/0027-notifications-in-the-app.md).
  'A notification id is a whole number from 1.':
    'Nimero y’imenyesha igomba kuba umubare wuzuye uhera kuri 1.',
  'The limit is a whole number from 1 to {max}.':
    'Umubare ntarengwa ugomba kuba umubare wuzuye kuva kuri 1 kugeza kuri {max}.',
  'Name at least one notification.': 'Vuga nibura imenyesha rimwe.',
  'At most {max} notifications at a time.': 'Amamenyesha atarenze {max} icyarimwe.',
  // Email preferences and unsubscribe links (docs/decisions/0026-jobs-outbox-and-email.md).
  'Emails about your bookings and your account cannot be turned off.':
    'Imeri zerekeye ukubikisha kwawe na konti yawe ntizishobora guhagarikwa.',
  'Your email preferences are saved.': 'Ibyo wahisemo ku imeri byabitswe.',
  'Done: you will no longer receive these emails. You can turn them back on in your email preferences.':
    'Byakozwe: ntuzongera kwakira izi imeri. Ushobora kongera kuzifungura mu byo wahisemo ku imeri.',
  'This unsubscribe link is not valid. Please use the link from the email as it is.':
    'Iyi link yo guhagarika imeri ntiyemewe. Koresha link iri muri imeri uko iri.',
  'This kind of notification does not exist.': 'Ubu bwoko bw’imenyesha ntibubaho.',
  'Say true or false for each email.': 'Andika true cyangwa false kuri buri imeri.',
  'Too many preferences at once.': 'Ibyo wahisemo ni byinshi icyarimwe.',
  // Your data: downloading it, deleting your account, the audit log (docs/decisions/0031-your-data.md).
  'Please enter your password to delete your account.':
    'Andika ijambo ry’ibanga ryawe kugira ngo usibe konti yawe.',
  'That password is not right. Your account was not deleted.':
    'Iryo jambo ry’ibanga si ryo. Konti yawe ntiyasibwe.',
  'You are the last active admin. Make another account an admin before you delete yours, so that someone can still run Ikaze.':
    'Ni wowe muyobozi wa nyuma ukora. Banza ugire indi konti umuyobozi mbere yo gusiba iyawe, kugira ngo hagire ukomeza kuyobora Ikaze.',
  'Your properties have {n} upcoming bookings (pending or confirmed). Decline or resolve them with your guests before you delete your account: {bookings}.':
    'Amazu yawe afite ukubikisha {n} kuzaza (bitegereje cyangwa byemejwe). Banza ubyange cyangwa ubikemure n’abashyitsi bawe mbere yo gusiba konti yawe: {bookings}.',
  'Your account was deleted. Thank you for using Ikaze.': 'Konti yawe yasibwe. Murakoze gukoresha Ikaze.',
  'Everything Ikaze holds about your account (Law No. 058/2021 relating to the protection of personal data and privacy). See /help/privacy for what is kept, why and for how long.':
    'Ibyo Ikaze ibika byose bijyanye na konti yawe (Itegeko N° 058/2021 ryerekeye kurengera amakuru bwite n’ibanga ry’ubuzima bwite). Reba /help/privacy umenye ibibikwa, impamvu n’igihe bibikwa.',
  Nights: 'Amajoro',
  'Price per Night (RWF)': 'Igiciro ku ijoro (RWF)',
  'Discount (%)': 'Igabanyirizwa (%)',
  'Rate Plan Discount (%)': 'Igabanyirizwa ry’uburyo bw’ibiciro (%)',
  'Cancellation Fee (RWF)': 'Amafaranga y’ihagarika (RWF)',
  'Choose one of the actions in the list.': 'Hitamo kimwe mu bikorwa biri ku rutonde.',
  "The target must be 'user', 'application' or 'review'.":
    "Icyo bikorerwaho kigomba kuba 'user', 'application' cyangwa 'review'.",
  // The admins' finance summary and reconciliation.
  'Months must look like YYYY-MM.': 'Amezi agomba kwandikwa nka 2026-12 (umwaka-ukwezi).',
  'The first month must not be after the last.': 'Ukwezi kwa mbere ntikugomba kuza nyuma y’ukwa nyuma.',
  'Ask for at most 36 months at a time.': 'Saba amezi atarenze 36 icyarimwe.',
  'That day has not begun in Kigali yet.': 'Uwo munsi nturatangira i Kigali.',
  // Taxes (docs/taxes.md).
  'VAT and tourism tax (RWF)': 'TVA n’umusoro w’ubukerarugendo (RWF)',
  'Enter the TIN as its 9 digits.': 'Andika TIN yawe igizwe n’imibare 9.',
  'A VAT-registered property needs its TIN.': 'Inzu yanditse ku musoro wa TVA igomba kugira TIN yayo.',
  'Tax settings saved.': 'Amakuru y’imisoro yabitswe.',
  'Room charge': 'Igiciro cy’icumbi',
  'VAT ({percent}%)': 'TVA ({percent}%)',
  VAT: 'TVA',
  'Tourism tax ({percent}%)': 'Umusoro w’ubukerarugendo ({percent}%)',
  'Tourism tax': 'Umusoro w’ubukerarugendo',
  'Host’s TIN (VAT)': 'TIN y’umwakira (TVA)',
  'Refunded to the guest': 'Byasubijwe umushyitsi',
  // Commission invoices and taxes collected (docs/commission-invoices.md).
  'Commission invoice': 'Inyemezabuguzi ya komisiyo',
  'Invoice number': 'Nomero y’inyemezabuguzi',
  'Date of issue': 'Itariki yatangiweho',
  'Month invoiced': 'Ukwezi yishyurirwa',
  From: 'Itanzwe na',
  To: 'Ihawe',
  TIN: 'TIN',
  'Commission on your stays (VAT included)': 'Komisiyo ku macumbi yawe (TVA irimo)',
  'Commission on your stays': 'Komisiyo ku macumbi yawe',
  'Commission before VAT': 'Komisiyo itarimo TVA',
  'VAT on the commission ({percent}%)': 'TVA kuri komisiyo ({percent}%)',
  'The platform is not registered for VAT: no VAT is charged.':
    'Urubuga ntirwanditse ku musoro wa TVA: nta TVA yishyuzwa.',
  'The commission was taken from your stays’ payments: nothing is left to pay.':
    'Komisiyo yakuwe ku mafaranga yishyuwe ku macumbi yawe: nta kindi ugomba kwishyura.',
  'There is no such invoice.': 'Nta nyemezabuguzi nk’iyo ibaho.',
  'That month is not over yet in Kigali.': 'Uko kwezi ntikurarangira i Kigali.',
  // Monthly statements (docs/statements.md).
  'Choose the statement’s month as YYYY-MM.': 'Hitamo ukwezi kw’inyandiko y’imari nka YYYY-MM.',
  'Say whose statement: add ?hostId= with the host’s id.':
    'Vuga inyandiko y’umwakira uwo ari we: ongeraho ?hostId= n’inomero ye.',
  'No host has this id.': 'Nta mwakira ufite iyi nomero.',
  'Monthly statement': 'Inyandiko y’imari y’ukwezi',
  Month: 'Ukwezi',
  Issued: 'Yakozwe ku wa',
  'Stays checked out this month': 'Abashyitsi basohotse uku kwezi',
  'No stay paid through Ikaze checked out this month.':
    'Nta mushyitsi wishyuye binyuze kuri Ikaze wasohotse uku kwezi.',
  Dates: 'Amatariki',
  'Paid by the guest': 'Ayo umushyitsi yishyuye',
  Commission: 'Komisiyo',
  'Net to you': 'Ayawe asigaye',
  Totals: 'Igiteranyo',
  'Taxes to declare': 'Imisoro yo kumenyekanisha',
  'Tourism tax due': 'Umusoro w’ubukerarugendo ugomba kwishyurwa',
  'VAT due': 'TVA igomba kwishyurwa',
  'Declare and pay by': 'Menyekanisha kandi wishyure bitarenze',
  'Payouts this month': 'Amafaranga wohererejwe uku kwezi',
  'No payout was made this month.': 'Nta mafaranga wohererejwe uku kwezi.',
  'Payout of {day}': 'Ayoherejwe ku wa {day}',
  'Bank transfer': 'Kohereza kuri banki',
  'Paid out': 'Ayoherejwe',
  'Amounts in Rwandan francs, taxes included in what the guest paid. Ikaze keeps the tourism tax and VAT apart for you: you declare and pay them to the Rwanda Revenue Authority.':
    'Amafaranga yose ari mu mafaranga y’u Rwanda, imisoro ikaba ibariwe mu byo umushyitsi yishyuye. Ikaze igushyirira ku ruhande umusoro w’ubukerarugendo na TVA: ni wowe ubimenyekanisha kandi ukabyishyura Ikigo cy’Imisoro n’Amahoro (RRA).',
  'Room charge kept (RWF)': 'Igiciro cy’icumbi gisigaye (RWF)',
  'VAT kept (RWF)': 'TVA isigaye (RWF)',
  'Tourism tax kept (RWF)': 'Umusoro w’ubukerarugendo usigaye (RWF)',
  Total: 'Igiteranyo cyose',
} satisfies Record<DomainMessage, string>;

export default rw;
