// What each email says, in English, French and Kinyarwanda (docs/glossary.md for the words; French typography:
// U+202F before ! ? ; and U+00A0 before :). Values arrive formatted (dates in the reader's language) and are
// escaped by the layout, never here. A kind's text fits both sides where both receive it (booking_expired).
import {
  formatDate,
  formatMoney,
  formatMonthYear,
  taxFilingDeadline,
  type Locale,
  type NotificationKind,
  type NotificationParams,
} from '@ikaze/domain';

/** Dates already formatted for the reader; every other value as stored. */
export type CopyParams<K extends NotificationKind> = NotificationParams<K> & { hours: number };

export interface KindCopy {
  subject: string;
  lines: string[];
  action: string;
}

type KindWriters = { [K in NotificationKind]: (p: CopyParams<K>) => KindCopy };

/** The labels of a booking's facts, shown under the email's sentences (booking-facts.ts). */
export interface FactsCopy {
  number: string;
  checkIn: string;
  checkOut: string;
  /** The check-in day and the time from which the property welcomes guests. */
  arrival(day: string, time: string): string;
  /** The check-out day and the time by which the room is left. */
  departure(day: string, time: string): string;
  /** A property's 'HH:MM' as the reader writes a time. */
  time(hours: string, minutes: string): string;
  nights: string;
  rooms: string;
  total: string;
  owedAtProperty: string;
  paid: string;
  address: string;
  host: string;
  hostPhone: string;
  hostEmail: string;
}

export interface LocaleCopy {
  greeting(firstName: string): string;
  signOff: string;
  team: string;
  /** Under every email. */
  why: string;
  /** Under emails the reader may turn off, before the unsubscribe link. */
  optional: string;
  unsubscribe: string;
  /** For email readers that show no button. */
  openLink: string;
  /** Before a link in the plain text ('Voir ma réservation : https://…'). */
  colon: string;
  facts: FactsCopy;
  kinds: KindWriters;
}

const NNBSP = '\u202f';
const NBSP = '\u00a0';

/** How long a request waits for the host (PENDING_BOOKING_EXPIRY_HOURS), singular for one hour. */
const enHours = (n: number) => (n === 1 ? '1 hour' : `${n} hours`);
const frHours = (n: number) => (n === 1 ? `1${NBSP}heure` : `${n}${NBSP}heures`);
const rwHours = (n: number) => (n === 1 ? 'isaha 1' : `amasaha ${n}`);

const en: LocaleCopy = {
  greeting: (name) => `Hello ${name},`,
  signOff: 'Warm regards,',
  team: 'The Ikaze team',
  why: 'You receive this email because you have an account on Ikaze.',
  optional: 'Rather not receive emails like this one?',
  unsubscribe: 'Unsubscribe',
  openLink: 'Open this link:',
  colon: ':',
  facts: {
    number: 'Booking number',
    checkIn: 'Check-in',
    checkOut: 'Check-out',
    arrival: (day, time) => `${day}, from ${time}`,
    departure: (day, time) => `${day}, by ${time}`,
    time: (hours, minutes) => `${hours}:${minutes}`,
    nights: 'Nights',
    rooms: 'Rooms',
    total: 'Total',
    owedAtProperty: 'To pay at the property',
    paid: 'Paid',
    address: 'Address',
    host: 'Your host',
    hostPhone: "Host's phone",
    hostEmail: "Host's email",
  },
  kinds: {
    booking_requested: (p) => ({
      subject: `New booking request for ${p.propertyName}`,
      lines: [
        `${p.guestFirstName} would like to stay at ${p.propertyName} from ${p.checkIn} to ${p.checkOut}.`,
        `Please confirm or decline the request soon: a request left unanswered for ${enHours(p.hours)} expires and its rooms are released.`,
      ],
      action: 'Review the request',
    }),
    booking_requested_copy: (p) => ({
      subject: `Your booking request for ${p.propertyName} has been sent`,
      lines: [
        `Your request to stay at ${p.propertyName} from ${p.checkIn} to ${p.checkOut} is now with the host.`,
        'We will email you as soon as they answer.',
      ],
      action: 'See your booking',
    }),
    booking_confirmed: (p) => ({
      subject: `Your stay at ${p.propertyName} is confirmed`,
      lines: [
        `Good news! The host confirmed your booking at ${p.propertyName} from ${p.checkIn} to ${p.checkOut}.`,
        'Have a wonderful trip!',
      ],
      action: 'See your booking',
    }),
    booking_rejected: (p) => ({
      subject: `Your booking at ${p.propertyName} was not accepted`,
      lines: [
        `We are sorry: the host could not accept your booking at ${p.propertyName} from ${p.checkIn} to ${p.checkOut}.`,
        'Nothing is owed, and other places may still be free on your dates.',
      ],
      action: 'See your booking',
    }),
    booking_refunded: (p) => ({
      subject: `Your booking at ${p.propertyName} was refunded`,
      lines: [
        `The host cancelled your booking at ${p.propertyName} from ${p.checkIn} to ${p.checkOut} and marked it refunded.`,
      ],
      action: 'See your booking',
    }),
    booking_cancelled: (p) => ({
      subject: `A booking at ${p.propertyName} was cancelled`,
      lines: [
        `The booking at ${p.propertyName} from ${p.checkIn} to ${p.checkOut} was cancelled, and its rooms are free again.`,
      ],
      action: 'See the booking',
    }),
    booking_cancelled_by_host: (p) => ({
      subject: `The host cancelled your stay at ${p.propertyName}`,
      lines: [
        `The host cancelled your confirmed booking at ${p.propertyName} from ${p.checkIn} to ${p.checkOut}.`,
        `The host's reason: ${p.reason}`,
        'We are sorry. Other places may still be free on your dates.',
      ],
      action: 'See your booking',
    }),
    booking_expired: (p) => ({
      subject: `The booking request for ${p.propertyName} has expired`,
      lines: [
        `The booking request for ${p.propertyName} from ${p.checkIn} to ${p.checkOut} was not confirmed within ${enHours(p.hours)}, so it has expired and its rooms are free again.`,
        'Nothing is owed.',
      ],
      action: 'See the booking',
    }),
    payment_received: (p) => ({
      subject: `Payment received for ${p.propertyName}`,
      lines: [
        `We received your payment of ${formatMoney(p.amount, 'en')} for your stay at ${p.propertyName} from ${p.checkIn} to ${p.checkOut}.`,
        `Your receipt ${p.receiptNumber} is ready to open or download.`,
        'Your request is now with the host. We will email you as soon as they answer.',
      ],
      action: 'See your receipt',
    }),
    refund_sent: (p) => ({
      subject: `Your refund for ${p.propertyName} was sent`,
      lines: [
        `We sent ${formatMoney(p.amount, 'en')} back to ${p.phone} for your booking at ${p.propertyName} from ${p.checkIn} to ${p.checkOut}.`,
        'It is on your mobile money account now.',
      ],
      action: 'See your booking',
    }),
    booking_pending_reminder: (p) => ({
      subject: `A guest is waiting for your answer at ${p.propertyName}`,
      lines: [
        `A booking request at ${p.propertyName} from ${p.checkIn} to ${p.checkOut} has been waiting for a day.`,
        `Please confirm or decline it: a request left unanswered for ${enHours(p.hours)} expires.`,
      ],
      action: 'Review the request',
    }),
    application_approved: (p) => ({
      subject: `Your property ${p.propertyName} is approved`,
      lines: [
        `Congratulations! Your listing application for ${p.propertyName} was approved: guests can now find it and book it.`,
        ...(p.recommendation ? [`A note from our team: ${p.recommendation}`] : []),
      ],
      action: 'See your properties',
    }),
    application_rejected: (p) => ({
      subject: `Your listing application for ${p.propertyName}`,
      lines: [
        `We could not approve your listing application for ${p.propertyName} this time.`,
        ...(p.recommendation ? [`Our recommendation: ${p.recommendation}`] : []),
        'You are welcome to update your listing and apply again.',
      ],
      action: 'See your properties',
    }),
    message_received: (p) => ({
      subject: `New message from ${p.senderFirstName} about ${p.propertyName}`,
      lines: [`${p.senderFirstName} sent you a message about ${p.propertyName}.`],
      action: 'Read the message',
    }),
    welcome: (p) => ({
      subject: `Welcome to Ikaze, ${p.firstName}!`,
      lines: [
        'Thank you for joining Ikaze.',
        'Find a place to stay anywhere in Rwanda, from Kigali to the shores of Lake Kivu, and book it in a few steps.',
      ],
      action: 'Start exploring',
    }),
    review_invitation: (p) => ({
      subject: `How was your stay at ${p.propertyName}?`,
      lines: [
        `We hope you enjoyed ${p.propertyName}.`,
        'A few words from you help other guests choose, and help the host too.',
      ],
      action: 'Write a review',
    }),
    review_reply: (p) => ({
      subject: `The host replied to your review of ${p.propertyName}`,
      lines: [`The host of ${p.propertyName} replied to your review.`],
      action: 'Read the reply',
    }),
    review_hidden: (p) => ({
      subject: `Your review of ${p.propertyName} was hidden`,
      lines: [`Our team hid your review of ${p.propertyName}.`, `Reason: ${p.reason}`],
      action: 'See your reviews',
    }),
    contact_request: (p) => ({
      subject: `New contact request: ${p.subject}`,
      lines: [`${p.name} wrote to us through the contact form: “${p.subject}”.`],
      action: 'Read the request',
    }),
    payout_details_changed: (p) => ({
      subject: 'Your payout details were changed',
      lines: [
        p.byAdmin
          ? 'Our team changed the mobile money number or bank account your payouts go to.'
          : 'The mobile money number or bank account your payouts go to was changed from your account.',
        'For your safety, no payout goes there for 48 hours. If you did not ask for this change, contact us at once.',
      ],
      action: 'See your profile',
    }),
    monthly_statement: (p) => ({
      subject: `Your statement for ${formatMonthYear(`${p.month}-01`, 'en')}`,
      lines: [
        `Your statement for ${formatMonthYear(`${p.month}-01`, 'en')} is ready: the stays that ended that month, the taxes kept, the commission and your payouts.`,
        `Declare and pay the month’s tourism tax and VAT by ${formatDate(taxFilingDeadline(p.month), 'en', 'long')}. Hand the statement to your accountant.`,
      ],
      action: 'Download the statement (PDF)',
    }),
  },
};

const fr: LocaleCopy = {
  greeting: (name) => `Bonjour ${name},`,
  signOff: 'Bien cordialement,',
  team: 'L’équipe Ikaze',
  why: 'Vous recevez cet e-mail parce que vous avez un compte sur Ikaze.',
  optional: `Vous préférez ne plus recevoir ce type d’e-mail${NNBSP}?`,
  unsubscribe: 'Se désabonner',
  openLink: `Ouvrez ce lien${NBSP}:`,
  colon: `${NBSP}:`,
  facts: {
    number: 'Numéro de réservation',
    checkIn: 'Arrivée',
    checkOut: 'Départ',
    arrival: (day, time) => `${day}, à partir de ${time}`,
    departure: (day, time) => `${day}, au plus tard à ${time}`,
    time: (hours, minutes) => `${Number(hours)}${NBSP}h${NBSP}${minutes}`,
    nights: 'Nuits',
    rooms: 'Chambres',
    total: 'Total',
    owedAtProperty: 'À régler sur place',
    paid: 'Déjà payé',
    address: 'Adresse',
    host: 'Votre hôte',
    hostPhone: 'Téléphone de l’hôte',
    hostEmail: 'E-mail de l’hôte',
  },
  kinds: {
    booking_requested: (p) => ({
      subject: `Nouvelle demande de réservation pour ${p.propertyName}`,
      lines: [
        `${p.guestFirstName} souhaite séjourner à ${p.propertyName} du ${p.checkIn} au ${p.checkOut}.`,
        `Merci de confirmer ou de refuser la demande rapidement${NBSP}: sans réponse sous ${frHours(p.hours)}, elle expire et les chambres sont libérées.`,
      ],
      action: 'Voir la demande',
    }),
    booking_requested_copy: (p) => ({
      subject: `Votre demande de réservation pour ${p.propertyName} a bien été envoyée`,
      lines: [
        `Votre demande de séjour à ${p.propertyName} du ${p.checkIn} au ${p.checkOut} a été transmise à l’hôte.`,
        'Nous vous écrirons dès qu’il aura répondu.',
      ],
      action: 'Voir ma réservation',
    }),
    booking_confirmed: (p) => ({
      subject: `Votre séjour à ${p.propertyName} est confirmé`,
      lines: [
        `Bonne nouvelle${NNBSP}! L’hôte a confirmé votre réservation à ${p.propertyName} du ${p.checkIn} au ${p.checkOut}.`,
        `Nous vous souhaitons un excellent séjour${NNBSP}!`,
      ],
      action: 'Voir ma réservation',
    }),
    booking_rejected: (p) => ({
      subject: `Votre réservation à ${p.propertyName} n’a pas été acceptée`,
      lines: [
        `Nous sommes désolés${NBSP}: l’hôte n’a pas pu accepter votre réservation à ${p.propertyName} du ${p.checkIn} au ${p.checkOut}.`,
        'Vous ne devez rien, et d’autres logements sont peut-être encore libres à vos dates.',
      ],
      action: 'Voir ma réservation',
    }),
    booking_refunded: (p) => ({
      subject: `Votre réservation à ${p.propertyName} a été remboursée`,
      lines: [
        `L’hôte a annulé votre réservation à ${p.propertyName} du ${p.checkIn} au ${p.checkOut} et l’a indiquée comme remboursée.`,
      ],
      action: 'Voir ma réservation',
    }),
    booking_cancelled: (p) => ({
      subject: `Une réservation à ${p.propertyName} a été annulée`,
      lines: [
        `La réservation à ${p.propertyName} du ${p.checkIn} au ${p.checkOut} a été annulée, et ses chambres sont de nouveau libres.`,
      ],
      action: 'Voir la réservation',
    }),
    booking_cancelled_by_host: (p) => ({
      subject: `L’hôte a annulé votre séjour à ${p.propertyName}`,
      lines: [
        `L’hôte a annulé votre réservation confirmée à ${p.propertyName} du ${p.checkIn} au ${p.checkOut}.`,
        `La raison donnée par l’hôte${NBSP}: ${p.reason}`,
        'Nous en sommes désolés. D’autres logements sont peut-être encore libres à vos dates.',
      ],
      action: 'Voir ma réservation',
    }),
    booking_expired: (p) => ({
      subject: `La demande de réservation pour ${p.propertyName} a expiré`,
      lines: [
        `La demande de réservation pour ${p.propertyName} du ${p.checkIn} au ${p.checkOut} n’a pas été confirmée sous ${frHours(p.hours)}${NBSP}: elle a expiré et ses chambres sont de nouveau libres.`,
        'Aucun montant n’est dû.',
      ],
      action: 'Voir la réservation',
    }),
    payment_received: (p) => ({
      subject: `Paiement reçu pour ${p.propertyName}`,
      lines: [
        `Nous avons bien reçu votre paiement de ${formatMoney(p.amount, 'fr')} pour votre séjour à ${p.propertyName} du ${p.checkIn} au ${p.checkOut}.`,
        `Votre reçu ${p.receiptNumber} est prêt à être consulté ou téléchargé.`,
        'Votre demande a été transmise à l’hôte. Nous vous écrirons dès qu’il aura répondu.',
      ],
      action: 'Voir mon reçu',
    }),
    refund_sent: (p) => ({
      subject: `Votre remboursement pour ${p.propertyName} est envoyé`,
      lines: [
        `Nous avons renvoyé ${formatMoney(p.amount, 'fr')} au ${p.phone} pour votre réservation à ${p.propertyName} du ${p.checkIn} au ${p.checkOut}.`,
        'La somme est maintenant sur votre compte mobile money.',
      ],
      action: 'Voir ma réservation',
    }),
    booking_pending_reminder: (p) => ({
      subject: `Un voyageur attend votre réponse pour ${p.propertyName}`,
      lines: [
        `Une demande de réservation à ${p.propertyName} du ${p.checkIn} au ${p.checkOut} attend votre réponse depuis un jour.`,
        `Merci de la confirmer ou de la refuser${NBSP}: sans réponse sous ${frHours(p.hours)}, une demande expire.`,
      ],
      action: 'Voir la demande',
    }),
    application_approved: (p) => ({
      subject: `Votre logement ${p.propertyName} est approuvé`,
      lines: [
        `Félicitations${NNBSP}! Votre demande d’inscription pour ${p.propertyName} a été approuvée${NBSP}: les voyageurs peuvent désormais le trouver et le réserver.`,
        ...(p.recommendation ? [`Un mot de notre équipe${NBSP}: ${p.recommendation}`] : []),
      ],
      action: 'Voir mes logements',
    }),
    application_rejected: (p) => ({
      subject: `Votre demande d’inscription pour ${p.propertyName}`,
      lines: [
        `Nous n’avons pas pu approuver votre demande d’inscription pour ${p.propertyName} cette fois-ci.`,
        ...(p.recommendation ? [`Notre recommandation${NBSP}: ${p.recommendation}`] : []),
        'Vous pouvez modifier votre annonce et déposer une nouvelle demande.',
      ],
      action: 'Voir mes logements',
    }),
    message_received: (p) => ({
      subject: `Nouveau message de ${p.senderFirstName} au sujet de ${p.propertyName}`,
      lines: [`${p.senderFirstName} vous a écrit au sujet de ${p.propertyName}.`],
      action: 'Lire le message',
    }),
    welcome: (p) => ({
      subject: `Bienvenue sur Ikaze, ${p.firstName}${NNBSP}!`,
      lines: [
        'Merci d’avoir rejoint Ikaze.',
        'Trouvez où séjourner partout au Rwanda, de Kigali aux rives du lac Kivu, et réservez en quelques étapes.',
      ],
      action: 'Commencer à explorer',
    }),
    review_invitation: (p) => ({
      subject: `Comment s’est passé votre séjour à ${p.propertyName}${NNBSP}?`,
      lines: [
        `Nous espérons que vous avez apprécié ${p.propertyName}.`,
        'Quelques mots de votre part aident les autres voyageurs à choisir, et aident aussi l’hôte.',
      ],
      action: 'Donner mon avis',
    }),
    review_reply: (p) => ({
      subject: `L’hôte a répondu à votre avis sur ${p.propertyName}`,
      lines: [`L’hôte de ${p.propertyName} a répondu à votre avis.`],
      action: 'Lire la réponse',
    }),
    review_hidden: (p) => ({
      subject: `Votre avis sur ${p.propertyName} a été masqué`,
      lines: [`Notre équipe a masqué votre avis sur ${p.propertyName}.`, `Motif${NBSP}: ${p.reason}`],
      action: 'Voir mes avis',
    }),
    contact_request: (p) => ({
      subject: `Nouvelle demande de contact${NBSP}: ${p.subject}`,
      lines: [`${p.name} nous a écrit par le formulaire de contact${NBSP}: «${NBSP}${p.subject}${NBSP}».`],
      action: 'Lire la demande',
    }),
    payout_details_changed: (p) => ({
      subject: 'Vos coordonnées de versement ont été modifiées',
      lines: [
        p.byAdmin
          ? 'Notre équipe a modifié le numéro de mobile money ou le compte bancaire où vont vos versements.'
          : 'Le numéro de mobile money ou le compte bancaire où vont vos versements a été modifié depuis votre compte.',
        'Pour votre sécurité, aucun versement n’y part pendant 48 heures. Si vous n’avez pas demandé ce changement, contactez-nous tout de suite.',
      ],
      action: 'Voir mon profil',
    }),
    monthly_statement: (p) => ({
      subject: `Votre relevé de ${formatMonthYear(`${p.month}-01`, 'fr')}`,
      lines: [
        `Votre relevé de ${formatMonthYear(`${p.month}-01`, 'fr')} est prêt${NBSP}: les séjours terminés ce mois-là, les taxes conservées, la commission et vos versements.`,
        `Déclarez et payez la taxe touristique et la TVA du mois avant le ${formatDate(taxFilingDeadline(p.month), 'fr', 'long')}. Remettez le relevé à votre comptable.`,
      ],
      action: 'Télécharger le relevé (PDF)',
    }),
  },
};

const rw: LocaleCopy = {
  greeting: (name) => `Muraho ${name},`,
  signOff: 'Tubifurije ibyiza,',
  team: 'Itsinda rya Ikaze',
  why: 'Wakiriye iyi imeri kuko ufite konti kuri Ikaze.',
  optional: 'Ntushaka kongera kwakira imeri nk’iyi?',
  unsubscribe: 'Hagarika izi imeri',
  openLink: 'Fungura iyi link:',
  colon: ':',
  facts: {
    number: 'Nimero y’ukubikisha',
    checkIn: 'Kugera',
    checkOut: 'Kugenda',
    arrival: (day, time) => `${day}, guhera saa ${time}`,
    departure: (day, time) => `${day}, bitarenze saa ${time}`,
    time: (hours, minutes) => `${hours}:${minutes}`,
    nights: 'Amajoro',
    rooms: 'Ibyumba',
    total: 'Igiteranyo',
    owedAtProperty: 'Kwishyurira aho bacumbika',
    paid: 'Byishyuwe',
    address: 'Aderesi',
    host: 'Nyir’inzu',
    hostPhone: 'Telefone ya nyir’inzu',
    hostEmail: 'Imeri ya nyir’inzu',
  },
  kinds: {
    booking_requested: (p) => ({
      subject: `Ubusabe bushya bwo kubikisha muri ${p.propertyName}`,
      lines: [
        `${p.guestFirstName} yifuza kurara muri ${p.propertyName} kuva ${p.checkIn} kugeza ${p.checkOut}.`,
        `Turagusaba kwemeza cyangwa kwanga ubu busabe vuba: ubusabe budasubijwe mu ${rwHours(p.hours)} burangira igihe, ibyumba bikongera kuba ubusa.`,
      ],
      action: 'Reba ubusabe',
    }),
    booking_requested_copy: (p) => ({
      subject: `Ubusabe bwawe bwo kubikisha muri ${p.propertyName} bwoherejwe`,
      lines: [
        `Ubusabe bwawe bwo kurara muri ${p.propertyName} kuva ${p.checkIn} kugeza ${p.checkOut} bwageze kwa nyir’inzu.`,
        'Tuzakwandikira akimara gusubiza.',
      ],
      action: 'Reba ukubikisha kwawe',
    }),
    booking_confirmed: (p) => ({
      subject: `Ukubikisha kwawe muri ${p.propertyName} kwemejwe`,
      lines: [
        `Inkuru nziza! Nyir’inzu yemeje ukubikisha kwawe muri ${p.propertyName} kuva ${p.checkIn} kugeza ${p.checkOut}.`,
        'Urugendo ruhire!',
      ],
      action: 'Reba ukubikisha kwawe',
    }),
    booking_rejected: (p) => ({
      subject: `Ukubikisha kwawe muri ${p.propertyName} ntikwemewe`,
      lines: [
        `Tubabajwe no kukumenyesha ko nyir’inzu atabashije kwemera ukubikisha kwawe muri ${p.propertyName} kuva ${p.checkIn} kugeza ${p.checkOut}.`,
        'Nta mafaranga usabwa, kandi hashobora kuba hari ahandi ho kurara hakiri ubusa kuri izo tariki.',
      ],
      action: 'Reba ukubikisha kwawe',
    }),
    booking_refunded: (p) => ({
      subject: `Amafaranga y’ukubikisha kwawe muri ${p.propertyName} yasubijwe`,
      lines: [
        `Nyir’inzu yasheshe ukubikisha kwawe muri ${p.propertyName} kuva ${p.checkIn} kugeza ${p.checkOut}, kandi yemeje ko amafaranga yawe yasubijwe.`,
      ],
      action: 'Reba ukubikisha kwawe',
    }),
    booking_cancelled: (p) => ({
      subject: `Ukubikisha muri ${p.propertyName} kwasheshwe`,
      lines: [
        `Ukubikisha muri ${p.propertyName} kuva ${p.checkIn} kugeza ${p.checkOut} kwasheshwe, kandi ibyumba byari byafashwe byongeye kuba ubusa.`,
      ],
      action: 'Reba ukubikisha',
    }),
    booking_cancelled_by_host: (p) => ({
      subject: `Nyir’inzu yasheshe icumbi ryawe muri ${p.propertyName}`,
      lines: [
        `Nyir’inzu yasheshe ukubikisha kwawe kwari kwemejwe muri ${p.propertyName} kuva ${p.checkIn} kugeza ${p.checkOut}.`,
        `Impamvu nyir’inzu yatanze: ${p.reason}`,
        'Tubabajwe n’ibyo. Hashobora kuba hari ahandi ho kurara hakiri ubusa kuri izo tariki.',
      ],
      action: 'Reba ukubikisha kwawe',
    }),
    booking_expired: (p) => ({
      subject: `Ubusabe bwo kubikisha muri ${p.propertyName} bwarangiye igihe`,
      lines: [
        `Ubusabe bwo kurara muri ${p.propertyName} kuva ${p.checkIn} kugeza ${p.checkOut} ntibwemejwe mu ${rwHours(p.hours)}, none bwarangiye igihe kandi ibyumba byongeye kuba ubusa.`,
        'Nta mafaranga asabwa.',
      ],
      action: 'Reba ukubikisha',
    }),
    payment_received: (p) => ({
      subject: `Twakiriye ubwishyu bwawe bwo kurara muri ${p.propertyName}`,
      lines: [
        `Twakiriye ubwishyu bwawe bwa ${formatMoney(p.amount, 'rw')} bwo kurara muri ${p.propertyName} kuva ${p.checkIn} kugeza ${p.checkOut}.`,
        `Inyemezabwishyu yawe ${p.receiptNumber} yabonetse: ushobora kuyireba cyangwa kuyikuramo.`,
        'Ubusabe bwawe bwageze kwa nyir’inzu. Tuzakwandikira akimara gusubiza.',
      ],
      action: 'Reba inyemezabwishyu yawe',
    }),
    refund_sent: (p) => ({
      subject: `Amafaranga wasubijwe yo muri ${p.propertyName} yoherejwe`,
      lines: [
        `Twasubije ${formatMoney(p.amount, 'rw')} kuri ${p.phone} ku kubikisha kwawe muri ${p.propertyName} kuva ${p.checkIn} kugeza ${p.checkOut}.`,
        'Ubu ari kuri konti yawe ya mobile money.',
      ],
      action: 'Reba ukubikisha kwawe',
    }),
    booking_pending_reminder: (p) => ({
      subject: `Umushyitsi ategereje igisubizo cyawe muri ${p.propertyName}`,
      lines: [
        `Ubusabe bwo kubikisha muri ${p.propertyName} kuva ${p.checkIn} kugeza ${p.checkOut} bumaze umunsi butegereje igisubizo cyawe.`,
        `Turagusaba kubwemeza cyangwa kubwanga: ubusabe budasubijwe mu ${rwHours(p.hours)} burangira igihe.`,
      ],
      action: 'Reba ubusabe',
    }),
    application_approved: (p) => ({
      subject: `Inzu yawe ${p.propertyName} yemewe`,
      lines: [
        `Turakwishimiye! Ubusabe bwawe bwo gutangaza inzu ${p.propertyName} bwemewe: ubu abashyitsi bashobora kuyibona no kuyibikisha.`,
        ...(p.recommendation ? [`Ubutumwa bw’itsinda ryacu: ${p.recommendation}`] : []),
      ],
      action: 'Reba amazu yawe',
    }),
    application_rejected: (p) => ({
      subject: `Ubusabe bwawe bwo gutangaza inzu ${p.propertyName}`,
      lines: [
        `Kuri iyi nshuro ntitwabashije kwemera ubusabe bwawe bwo gutangaza inzu ${p.propertyName}.`,
        ...(p.recommendation ? [`Inama yacu: ${p.recommendation}`] : []),
        'Ushobora kuvugurura amakuru y’inzu yawe maze ukongera gusaba.',
      ],
      action: 'Reba amazu yawe',
    }),
    message_received: (p) => ({
      subject: `Ubutumwa bushya bwa ${p.senderFirstName} ku bijyanye na ${p.propertyName}`,
      lines: [`${p.senderFirstName} yakwandikiye ku bijyanye na ${p.propertyName}.`],
      action: 'Soma ubutumwa',
    }),
    welcome: (p) => ({
      subject: `Murakaza neza kuri Ikaze, ${p.firstName}!`,
      lines: [
        'Urakoze kwiyandikisha kuri Ikaze.',
        'Shakisha aho kurara hose mu Rwanda, kuva i Kigali kugeza ku nkombe z’ikiyaga cya Kivu, maze ubikishe mu ntambwe nke.',
      ],
      action: 'Tangira gushakisha',
    }),
    review_invitation: (p) => ({
      subject: `Byagenze bite muri ${p.propertyName}?`,
      lines: [
        `Twizeye ko wishimiye kuba muri ${p.propertyName}.`,
        'Amagambo make yawe afasha abandi bashyitsi guhitamo, kandi afasha na nyir’inzu.',
      ],
      action: 'Tanga igitekerezo',
    }),
    review_reply: (p) => ({
      subject: `Nyir’inzu yasubije igitekerezo cyawe kuri ${p.propertyName}`,
      lines: [`Nyir’inzu ya ${p.propertyName} yasubije igitekerezo watanze.`],
      action: 'Soma igisubizo',
    }),
    review_hidden: (p) => ({
      subject: `Igitekerezo cyawe kuri ${p.propertyName} cyahishwe`,
      lines: [`Itsinda ryacu ryahishe igitekerezo watanze kuri ${p.propertyName}.`, `Impamvu: ${p.reason}`],
      action: 'Reba ibitekerezo byawe',
    }),
    contact_request: (p) => ({
      subject: `Ubutumwa bushya buvuye ku rupapuro rwo kutwandikira: ${p.subject}`,
      lines: [`${p.name} yatwandikiye akoresheje urupapuro rwo kutwandikira: “${p.subject}”.`],
      action: 'Soma ubutumwa',
    }),
    payout_details_changed: (p) => ({
      subject: 'Aho wishyurirwa hahinduwe',
      lines: [
        p.byAdmin
          ? 'Itsinda ryacu ryahinduye nimero ya mobile money cyangwa konti ya banki wishyurirwaho.'
          : 'Nimero ya mobile money cyangwa konti ya banki wishyurirwaho yahinduwe biturutse kuri konti yawe.',
        'Ku bw’umutekano wawe, nta mafaranga azoherezwayo mu masaha 48. Niba atari wowe wasabye iri hinduka, tuvugishe ako kanya.',
      ],
      action: 'Reba umwirondoro wawe',
    }),
    monthly_statement: (p) => ({
      subject: `Inyandiko y’imari yawe ya ${formatMonthYear(`${p.month}-01`, 'rw')}`,
      lines: [
        `Inyandiko y’imari yawe ya ${formatMonthYear(`${p.month}-01`, 'rw')} irateguye: abashyitsi basohotse muri uko kwezi, imisoro yabitswe, komisiyo n’amafaranga wohererejwe.`,
        `Menyekanisha kandi wishyure umusoro w’ubukerarugendo na TVA by’uko kwezi bitarenze ${formatDate(taxFilingDeadline(p.month), 'rw', 'long')}. Iyi nyandiko yihe umucungamari wawe.`,
      ],
      action: 'Kuramo inyandiko (PDF)',
    }),
  },
};

export const EMAIL_COPY: Record<Locale, LocaleCopy> = { en, fr, rw };
