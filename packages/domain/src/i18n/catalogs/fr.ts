// The domain's messages and labels in French, keyed by their English (docs/decisions/0021-domain-messages.md).
// The words follow docs/glossary.md: a narrow no-break space before ! ? ; and a no-break space before : and
// inside « ». Codes the API takes as they are (approved, nonRefundable, data, HH:MM) stay as they are.
// A message missing here, or one the domain no longer has, fails the type-check.
import type { DomainMessage } from '../domain-messages.ts';

const fr = {
  // The admin's listing applications screen.
  'Failed to fetch applications.': 'Impossible de charger les demandes.',
  'Failed to approve application.': 'Impossible d’approuver la demande.',
  'Failed to reject application.': 'Impossible de refuser la demande.',
  'Failed to update recommendation.': 'Impossible de mettre à jour la recommandation.',

  // Signing in and out.
  'Successfully logged in.': 'Connexion réussie.',
  'Invalid username or password.': 'Nom d’utilisateur ou mot de passe incorrect.',
  'This account has been deactivated.': 'Ce compte a été désactivé.',
  'Too many failed sign-in attempts. Please try again in 15 minutes.':
    'Trop de tentatives de connexion échouées. Veuillez réessayer dans 15 minutes.',
  'Please sign in to continue.': 'Veuillez vous connecter pour continuer.',
  'You are not allowed to do this.': 'Vous n’êtes pas autorisé à effectuer cette action.',
  'Logged out.': 'Déconnexion réussie.',

  // Bookings, as guests and hosts manage them.
  'Failed to fetch bookings': 'Impossible de charger les réservations',
  'Booking status updated to {status}': 'Statut de la réservation mis à jour : {status}',
  'Failed to update booking status. Please try again.':
    'Impossible de mettre à jour le statut de la réservation. Veuillez réessayer.',
  'Booking successfully cancelled.': 'Réservation annulée avec succès.',
  'Failed to cancel the booking. Please try again.':
    'Impossible d’annuler la réservation. Veuillez réessayer.',
  'Not Allowed': 'Non autorisé',

  // Anywhere.
  'Not found.': 'Introuvable.',
  'Something went wrong on our side. Please try again.':
    'Un problème est survenu de notre côté. Veuillez réessayer.',
  'The request is not valid.': 'La requête n’est pas valide.',
  'The site is briefly unavailable. Please try again in a few seconds.':
    'Le site est momentanément indisponible. Veuillez réessayer dans quelques secondes.',
  'The address of this request is not valid: its percent-encoding is broken.':
    'L’adresse de cette requête n’est pas valide : son encodage en pourcentage est incorrect.',
  'Coming Soon...': 'Bientôt disponible…',
  'Unexpected Application Error!': 'Erreur inattendue de l’application !',
  'Report not found': 'Rapport introuvable',
  'The address is too long.': 'L’adresse est trop longue.',
  'This request could not be read: it is malformed.': 'Cette requête est illisible : elle est mal formée.',
  'The address or the headers of this request are too long.':
    'L’adresse ou les en-têtes de cette requête sont trop longs.',
  'The request took too long to arrive.': 'La requête a mis trop de temps à arriver.',
  'The metrics are shown only with the metrics token (Authorization: Bearer).':
    'Les métriques ne sont montrées qu’avec le jeton des métriques (Authorization : Bearer).',
  'The metrics are shown only to this machine itself, not through a proxy.':
    'Les métriques ne sont montrées qu’à cette machine elle-même, pas à travers un proxy.',
  'No route for {method} {path}.': 'Aucune route pour {method} {path}.',
  'The value of {field} is not valid.': 'La valeur de {field} n’est pas valide.',

  // Inputs out of bounds; {what} is one of the subjects below.
  '{what} must be a whole number from {min} to {max}.':
    '{what} doit être un nombre entier compris entre {min} et {max}.',
  'The {what} id must be a positive whole number.':
    'L’identifiant {what} doit être un nombre entier positif.',
  'The page must be a whole number from 1 to {max}.':
    'La page doit être un nombre entier compris entre 1 et {max}.',
  'Dates must be between {min} and {max}.': 'Les dates doivent être comprises entre le {min} et le {max}.',
  'At most {max} characters.': '{max} caractères au maximum.',
  'Text cannot contain the NUL character (U+0000).':
    'Le texte ne peut pas contenir le caractère NUL (U+0000).',
  'Text must be valid Unicode (it holds a lone surrogate).':
    'Le texte doit être en Unicode valide (il contient un demi-caractère isolé).',

  // The subjects of the messages above, with the article the French sentence needs ('L’identifiant du logement').
  user: 'de l’utilisateur',
  record: 'de l’enregistrement',
  application: 'de la demande',
  host: 'de l’hôte',
  property: 'du logement',
  'room type': 'du type de chambre',
  booking: 'de la réservation',
  'The page size': 'La taille de page',

  // Requests refused to protect the site.
  'This request came from another site and was refused. Please open Ikaze itself and try again from there.':
    'Cette requête provient d’un autre site et a été refusée. Veuillez ouvrir Ikaze directement et réessayer depuis le site.',
  'This request was refused: send it as JSON (Content-Type: application/json), or from Ikaze itself.':
    'Cette requête a été refusée : envoyez-la en JSON (Content-Type: application/json) ou depuis Ikaze.',
  'Too many requests. Please wait a moment and try again.':
    'Trop de requêtes. Veuillez patienter un instant et réessayer.',
  'You can submit at most {max} listings an hour. Please try again in {minutes} minutes.':
    'Vous pouvez soumettre au maximum {max} annonces par heure. Veuillez réessayer dans {minutes} minutes.',
  'You can submit at most {max} listings an hour. Please try again in 1 minute.':
    'Vous pouvez soumettre au maximum {max} annonces par heure. Veuillez réessayer dans 1 minute.',
  'You can upload at most {megabytes} MB of pictures an hour. Please try again in {minutes} minutes.':
    'Vous pouvez envoyer au maximum {megabytes} Mo de photos par heure. Veuillez réessayer dans {minutes} minutes.',
  'You can upload at most {megabytes} MB of pictures an hour. Please try again in 1 minute.':
    'Vous pouvez envoyer au maximum {megabytes} Mo de photos par heure. Veuillez réessayer dans 1 minute.',
  'Too many connections from your address. Please close some and try again.':
    'Trop de connexions depuis votre adresse. Veuillez en fermer quelques-unes et réessayer.',
  'Many pictures are being processed right now. Please try again in a minute.':
    'De nombreuses photos sont en cours de traitement. Veuillez réessayer dans une minute.',

  // Uploaded pictures; a listing's upload names the file first.
  'This picture could not be read. Please upload a valid png, jpg or jpeg image.':
    'Cette photo n’a pas pu être lue. Veuillez envoyer une image png, jpg ou jpeg valide.',
  'This picture is too large: at most {megapixels} megapixels.':
    'Cette photo est trop grande : {megapixels} mégapixels au maximum.',
  'Picture not found.': 'Photo introuvable.',
  'Pictures cannot be reached right now. Please try again in a minute.':
    'Les photos sont inaccessibles pour le moment. Veuillez réessayer dans une minute.',
  '{file}: Pictures must be png, jpg or jpeg images.':
    '{file} : les photos doivent être des images png, jpg ou jpeg.',
  '{file}: This picture could not be read. Please upload a valid png, jpg or jpeg image.':
    '{file} : cette photo n’a pas pu être lue. Veuillez envoyer une image png, jpg ou jpeg valide.',
  '{file}: This picture is too large: at most {megapixels} megapixels.':
    '{file} : cette photo est trop grande ({megapixels} mégapixels au maximum).',

  // Moving around a page.
  'Skip to results': 'Aller aux résultats',

  // Properties and listing them.
  'Property not found.': 'Logement introuvable.',
  'Failed to fetch property details.': 'Impossible de charger les détails du logement.',
  'Failed to fetch properties.': 'Impossible de charger les logements.',
  'No results found': 'Aucun résultat trouvé',
  'Accommodation data is unavailable': 'Les informations sur l’hébergement ne sont pas disponibles',
  'Loading applications...': 'Chargement des demandes…',
  'Property submitted successfully!': 'Logement envoyé avec succès !',
  'Listing application submitted successfully!': 'Demande d’inscription envoyée avec succès !',
  'Error submitting the property. Please try again.':
    'Erreur lors de l’envoi du logement. Veuillez réessayer.',
  'Error submitting the listing application. Please try again.':
    'Erreur lors de l’envoi de la demande d’inscription. Veuillez réessayer.',
  'Room type created successfully!': 'Type de chambre créé avec succès !',
  'This Idempotency-Key was already used for a different room type or listing. Use a new key for a new one.':
    'Cette clé Idempotency-Key a déjà servi pour un autre type de chambre ou une autre annonce. Utilisez une nouvelle clé pour un nouvel envoi.',

  // Signing up.
  'First name is required.': 'Le prénom est obligatoire.',
  'Last name is required.': 'Le nom de famille est obligatoire.',
  'Email is required.': 'L’adresse e-mail est obligatoire.',
  'Username is required.': 'Le nom d’utilisateur est obligatoire.',
  'Phone number is required.': 'Le numéro de téléphone est obligatoire.',
  'Password is required.': 'Le mot de passe est obligatoire.',
  'Invalid email format.': 'Format d’adresse e-mail non valide.',
  "Phone number must start with '07' and be 10 digits long.":
    'Le numéro de téléphone doit commencer par « 07 » et comporter 10 chiffres.',
  'Passwords do not match': 'Les mots de passe ne correspondent pas',
  'Password must be at least 8 characters.': 'Le mot de passe doit contenir au moins 8 caractères.',
  'Password must be at most 128 characters.': 'Le mot de passe doit contenir au plus 128 caractères.',
  'Password is too common or has appeared in a data breach. Please choose another one.':
    'Ce mot de passe est trop courant ou est apparu dans une fuite de données. Veuillez en choisir un autre.',
  'Password must not contain your username or the part of your email before the @.':
    'Le mot de passe ne doit contenir ni votre nom d’utilisateur ni la partie de votre adresse e-mail située avant le @.',
  'Password must not contain control characters such as tabs or line breaks.':
    'Le mot de passe ne doit pas contenir de caractères de contrôle, comme des tabulations ou des retours à la ligne.',
  'Username must be at most 50 characters.': 'Le nom d’utilisateur doit contenir au plus 50 caractères.',
  'Username may contain letters, digits, dots, dashes and underscores only.':
    'Le nom d’utilisateur ne peut contenir que des lettres, des chiffres, des points, des tirets et des tirets bas.',
  'Names must be at most 100 characters.': 'Les noms doivent contenir au plus 100 caractères.',
  'Username is already taken.': 'Ce nom d’utilisateur est déjà pris.',
  'Email is already registered.': 'Cette adresse e-mail est déjà enregistrée.',
  'Success! Account created.': 'Succès ! Compte créé.',
  'An error occurred. Please try again.': 'Une erreur s’est produite. Veuillez réessayer.',
  'Welcome to Ikaze, {firstName}! You can now sign in.':
    'Bienvenue sur Ikaze, {firstName} ! Vous pouvez maintenant vous connecter.',

  // Reserving rooms.
  'Please provide both check-in and check-out dates.': 'Veuillez indiquer les dates d’arrivée et de départ.',
  'Check-out date must be later than the check-in date.':
    'La date de départ doit être postérieure à la date d’arrivée.',
  'Please select at least one room.': 'Veuillez sélectionner au moins une chambre.',
  'You cannot reserve more than {n} rooms.': 'Vous ne pouvez pas réserver plus de {n} chambres.',
  'Selected room type is invalid.': 'Le type de chambre sélectionné n’est pas valide.',
  'Reservation successful! ': 'Réservation effectuée ! ',
  'Only {n} rooms are left for these dates.': 'Il ne reste que {n} chambres pour ces dates.',
  'Check-in date cannot be in the past.': 'La date d’arrivée ne peut pas être dans le passé.',

  // Accounts and profiles.
  'User not found.': 'Utilisateur introuvable.',
  'No users found': 'Aucun utilisateur trouvé',
  'No Hosts found': 'Aucun hôte trouvé',
  'Error fetching user data': 'Erreur lors du chargement des données de l’utilisateur',
  'User data not available': 'Données de l’utilisateur indisponibles',
  'User ID is missing in the URL': 'L’identifiant de l’utilisateur est absent de l’adresse',
  'Profile updated.': 'Profil mis à jour.',
  "You can see this person's details only while you have a booking with them.":
    'Vous ne pouvez voir les coordonnées de cette personne que tant que vous avez une réservation avec elle.',
  'Only an admin can activate or deactivate accounts.':
    'Seul un administrateur peut activer ou désactiver des comptes.',
  'You cannot deactivate your own account.': 'Vous ne pouvez pas désactiver votre propre compte.',

  // Listing applications, as the API answers them.
  'Application approved.': 'Demande approuvée.',
  'Application rejected.': 'Demande refusée.',
  'Recommendation saved.': 'Recommandation enregistrée.',
  'Listing application not found.': 'Demande d’inscription introuvable.',
  'This property already has a listing application.': 'Ce logement a déjà une demande d’inscription.',
  'You can only submit a listing application in your own name.':
    'Vous ne pouvez soumettre une demande d’inscription qu’en votre propre nom.',
  'You can only submit a listing application for your own property.':
    'Vous ne pouvez soumettre une demande d’inscription que pour votre propre logement.',
  'Send either a status (approved or rejected) or a recommendation.':
    'Envoyez soit un statut (approuvée ou refusée), soit une recommandation.',
  'Say why the listing is not approved: the host reads it.':
    'Dites pourquoi l’annonce n’est pas approuvée : l’hôte le lira.',
  'Send either a status or a recommendation, not both.':
    'Envoyez soit un statut, soit une recommandation, mais pas les deux.',
  "Status must be 'approved' or 'rejected'.": 'Le statut doit être « approved » ou « rejected ».',
  'The recommendation must be text.': 'La recommandation doit être du texte.',
  'A recommendation can be at most 2000 characters.':
    'Une recommandation peut contenir au plus 2 000 caractères.',
  "Status must be 'pending', 'approved', 'rejected' or 'all'.":
    'Le statut doit être « pending », « approved », « rejected » ou « all ».',
  'Search text can be at most 100 characters.': 'Le texte recherché peut contenir au plus 100 caractères.',
  'The start date must be on or before the end date.':
    'La date de début doit être antérieure ou égale à la date de fin.',

  // A reservation request, as the API checks it.
  'Please choose a room type to reserve.': 'Veuillez choisir un type de chambre à réserver.',
  'At most 10 room types can be reserved at once.':
    'Vous pouvez réserver au plus 10 types de chambre à la fois.',
  'userId must be your user id.': 'userId doit être votre identifiant d’utilisateur.',
  'Dates must look like YYYY-MM-DD.': 'Les dates doivent être au format AAAA-MM-JJ.',
  'The number of rooms must be a whole number.': 'Le nombre de chambres doit être un nombre entier.',
  'The rate plan must be one of Flexible, nonRefundable, Long Stay, N/A.':
    'La formule tarifaire doit être l’une des suivantes : Flexible, nonRefundable, Long Stay, N/A.',
  'You cannot book your own property.': 'Vous ne pouvez pas réserver votre propre logement.',
  'The Idempotency-Key header must be 1 to 200 characters.':
    'L’en-tête Idempotency-Key doit contenir de 1 à 200 caractères.',
  'This Idempotency-Key was already used for a different reservation. Use a new key for a new reservation.':
    'Cette clé Idempotency-Key a déjà servi pour une autre réservation. Utilisez une nouvelle clé pour une nouvelle réservation.',
  'You can only reserve for yourself.': 'Vous ne pouvez réserver que pour vous-même.',
  'This request is already being processed. Please try again.':
    'Cette demande est déjà en cours de traitement. Veuillez réessayer.',

  // Paying for a reservation.
  'Choose how to pay: MTN MoMo, Airtel Money or at the property.':
    'Choisissez comment payer : MTN MoMo, Airtel Money ou sur place.',
  'Enter the mobile number that will pay.': 'Saisissez le numéro de mobile qui va payer.',
  'Enter a Rwandan mobile number: 078, 079, 072 or 073 followed by 7 digits.':
    'Saisissez un numéro de mobile rwandais : 078, 079, 072 ou 073 suivi de 7 chiffres.',
  'This stay must be paid now: choose MTN MoMo or Airtel Money.':
    'Ce séjour doit être payé maintenant : choisissez MTN MoMo ou Airtel Money.',
  'The Non-Refundable plan is paid when you book: choose MTN MoMo or Airtel Money.':
    'La formule non remboursable se paie à la réservation : choisissez MTN MoMo ou Airtel Money.',
  'This property takes payment when you book: choose MTN MoMo or Airtel Money.':
    'Cet établissement se paie à la réservation : choisissez MTN MoMo ou Airtel Money.',
  'This booking is already paid.': 'Cette réservation est déjà payée.',
  'The payment is still waiting for approval on the phone.':
    'Le paiement attend encore d’être approuvé sur le téléphone.',
  'The time to pay for this booking has passed. Please book again.':
    'Le délai de paiement de cette réservation est dépassé. Veuillez réserver à nouveau.',
  'Only the guest who booked can pay for this booking.':
    'Seul le voyageur qui a réservé peut payer cette réservation.',
  'This booking is paid at the property.': 'Cette réservation se paie sur place.',
  'Payment not found.': 'Paiement introuvable.',
  'Enter a whole amount in RWF, at least 1.': 'Saisissez un montant entier en RWF, d’au moins 1.',
  'Keep the note under 500 characters.': 'La note doit faire moins de 500 caractères.',
  'Only the host of this stay can give money back.': 'Seul l’hôte de ce séjour peut rembourser.',
  'Only a confirmed stay can be refunded in part.': 'Seul un séjour confirmé peut être remboursé en partie.',
  'This is more than what is left to refund.': 'C’est plus que ce qu’il reste à rembourser.',
  'The refund is on its way to the number that paid.':
    'Le remboursement est en route vers le numéro qui a payé.',
  'Refund not found.': 'Remboursement introuvable.',
  'This refund is not waiting to be settled by hand.':
    'Ce remboursement n’attend pas d’être réglé à la main.',
  'Say how the money went back (for example the bank’s reference).':
    'Indiquez comment l’argent a été rendu (par exemple la référence de la banque).',
  'The refund is recorded as settled by hand.': 'Le remboursement est enregistré comme réglé à la main.',
  'The refund will be tried again.': 'Le remboursement sera tenté de nouveau.',
  // Payouts to hosts (docs/money.md#payouts).
  'Payout not found.': 'Versement introuvable.',
  'Only a failed payout can be tried again.': 'Seul un versement échoué peut être tenté de nouveau.',
  'This payout was already tried again.': 'Ce versement a déjà été tenté de nouveau.',
  'Nothing is left to pay this host: their balance was paid since.':
    'Il ne reste rien à verser à cet hôte\u00a0: son solde a été versé depuis.',
  'This host’s payouts are on hold.': 'Les versements de cet hôte sont suspendus.',
  'This host’s payout details changed less than 48 hours ago; approve the change first.':
    'Les coordonnées de versement de cet hôte ont changé il y a moins de 48 heures\u202f; approuvez d’abord le changement.',
  'This host has no mobile money number or bank account to pay.':
    'Cet hôte n’a ni numéro de mobile money ni compte bancaire où verser.',
  'The payout will be tried again.': 'Le versement sera tenté de nouveau.',
  'Today’s payouts are started.': 'Les versements du jour sont lancés.',
  'Host not found.': 'Hôte introuvable.',
  'This account is not a host.': 'Ce compte n’est pas celui d’un hôte.',
  'The host’s payouts are on hold.': 'Les versements de l’hôte sont suspendus.',
  'The host’s payouts are no longer on hold.': 'Les versements de l’hôte ne sont plus suspendus.',
  'The host’s commission is saved.': 'La commission de l’hôte est enregistrée.',
  'Enter a commission from 0 to 50 percent, or nothing for the usual one.':
    'Saisissez une commission de 0 à 50\u00a0%, ou rien pour la commission habituelle.',
  'This host’s payout details have no change waiting for approval.':
    'Aucun changement des coordonnées de versement de cet hôte n’attend d’approbation.',
  'The change of payout details is approved: payouts may go there now.':
    'Le changement des coordonnées de versement est approuvé\u00a0: les versements peuvent y aller dès maintenant.',
  'Bank batch not found.': 'Lot bancaire introuvable.',
  'This bank batch is already marked as sent.': 'Ce lot bancaire est déjà marqué comme envoyé.',
  'This bank batch has no payout to send.': 'Ce lot bancaire n’a aucun versement à envoyer.',
  'The bank batch is marked as sent.': 'Le lot bancaire est marqué comme envoyé.',
  'Enter the bank’s reference of the transfer (up to 100 characters).':
    'Saisissez la référence du virement donnée par la banque (100 caractères au plus).',
  'Choose a month as YYYY-MM.': 'Choisissez un mois au format YYYY-MM.',
  'Enter your current password to change where your payouts go.':
    'Saisissez votre mot de passe actuel pour changer où vont vos versements.',
  'That password is not right. Your payout details were not changed.':
    'Ce mot de passe n’est pas le bon. Vos coordonnées de versement n’ont pas été modifiées.',
  Booking: 'Réservation',
  'Paid (RWF)': 'Payé (RWF)',
  'Commission (%)': 'Commission (%)',
  'Commission (RWF)': 'Commission (RWF)',
  'Refunded (RWF)': 'Remboursé (RWF)',
  'Net (RWF)': 'Net (RWF)',
  'Payable from': 'Versable à partir du',
  'This is not a payment notification we can read.':
    'Ceci n’est pas une notification de paiement que nous savons lire.',
  // A paid reservation's receipt (docs/receipts.md).
  Receipt: 'Reçu',
  'Receipt number': 'Numéro de reçu',
  Date: 'Date',
  'Room type': 'Type de chambre',
  'Rate plan': 'Formule tarifaire',
  'Price per night, one room': 'Prix par nuit, pour une chambre',
  Subtotal: 'Sous-total',
  'Discount ({percent}%)': 'Réduction ({percent}\u202f%)',
  'Rate plan discount ({percent}%)': 'Réduction de la formule tarifaire ({percent}\u202f%)',
  'Booking total': 'Total de la réservation',
  'Booking #{id}': 'Réservation n°\u00a0{id}',
  'Other stays paid with this payment': 'Autres séjours réglés par ce paiement',
  'Amount paid': 'Montant payé',
  'Payment method': 'Moyen de paiement',
  'Paid from': 'Payé depuis le numéro',
  'Transaction ID': 'Identifiant de la transaction',
  'Paid on': 'Payé le',
  'Kigali time': 'heure de Kigali',
  'Download PDF': 'Télécharger le PDF',
  'Ikaze: places to stay in Rwanda. Keep this receipt for your records.':
    'Ikaze\u00a0: hébergements au Rwanda. Conservez ce reçu pour vos dossiers.',
  'A receipt is available once the booking is paid by MTN MoMo or Airtel Money.':
    'Un reçu est disponible une fois la réservation payée par MTN MoMo ou Airtel Money.',
  'Rooms must be a whole number from 1 to 100.':
    'Le nombre de chambres doit être un nombre entier de 1 à 100.',

  // The reservation's success sentence: 'Réservation n° 12 pour Double, 2 chambres, 3 nuits : 270 000 RWF. …'
  'Booking #{id} for {roomType}, {rooms}, {nights}: {total}':
    'Réservation n° {id} pour {roomType}, {rooms}, {nights} : {total}',
  '1 room': '1 chambre',
  '{n} rooms': '{n} chambres',
  '1 night': '1 nuit',
  '{n} nights': '{n} nuits',
  '{booking}. The host will confirm it soon.': '{booking}. L’hôte la confirmera bientôt.',
  '{bookings}. Total {total}. The host will confirm them soon.':
    '{bookings}. Total : {total}. L’hôte les confirmera bientôt.',

  // Changing a booking's status.
  'Booking not found.': 'Réservation introuvable.',
  'Only pending bookings can change status.': 'Seules les réservations en attente peuvent changer de statut.',
  'A booking cannot be moved back to pending.': 'Une réservation ne peut pas repasser en attente.',
  'As a guest you can only cancel your booking.':
    'En tant que voyageur, vous pouvez seulement annuler votre réservation.',
  'Only a pending or confirmed booking can be cancelled.':
    'Seule une réservation en attente ou confirmée peut être annulée.',
  'A booking can only be cancelled before its check-in day.':
    'Une réservation ne peut être annulée qu’avant le jour de l’arrivée.',
  'Say why you cancel this stay: the guest is told.':
    'Dites pourquoi vous annulez ce séjour : le voyageur en sera informé.',
  'The reason must be text.': 'La raison doit être un texte.',
  'The reason can be at most 500 characters.': 'La raison peut compter au plus 500 caractères.',
  'This stay is over: it can no longer be cancelled.': 'Ce séjour est terminé : il ne peut plus être annulé.',
  'This booking has no payment to refund.': 'Cette réservation n’a aucun paiement à rembourser.',
  'Only the guest who booked can see what cancelling this booking costs.':
    'Seul le voyageur qui a réservé peut voir ce que coûte l’annulation de cette réservation.',
  'Only the host of the property or the guest who booked can change this booking.':
    'Seuls l’hôte du logement et le voyageur qui a réservé peuvent modifier cette réservation.',
  'userId must be your own user id.': 'userId doit être votre propre identifiant d’utilisateur.',

  // The listing form and its upload.
  'Name of accommodation is required.': 'Le nom de l’hébergement est obligatoire.',
  'Name of accommodation must be at most 120 characters.':
    'Le nom de l’hébergement doit contenir au plus 120 caractères.',
  'Description is required.': 'La description est obligatoire.',
  'Description must be at most 300 characters.': 'La description doit contenir au plus 300 caractères.',
  'Accommodation type must be Hotel, Apartment or Guest House.':
    'Le type d’hébergement doit être Hôtel, Appartement ou Maison d’hôtes.',
  'Address is required.': 'L’adresse est obligatoire.',
  'Address must be at most 200 characters.': 'L’adresse doit contenir au plus 200 caractères.',
  'City is required.': 'La ville est obligatoire.',
  'City must be at most 100 characters.': 'La ville doit contenir au plus 100 caractères.',
  'Country is required.': 'Le pays est obligatoire.',
  'Country must be at most 100 characters.': 'Le pays doit contenir au plus 100 caractères.',
  'Latitude must be between -90 and 90.': 'La latitude doit être comprise entre -90 et 90.',
  'Longitude must be between -180 and 180.': 'La longitude doit être comprise entre -180 et 180.',
  'Choose amenities from the list: Wi-Fi, Parking, Swimming Pool, Air conditioning, Restaurant, Spa, Sport Court.':
    'Choisissez les équipements dans la liste : Wi-Fi, Parking, Piscine, Climatisation, Restaurant, Spa, Terrain de sport.',
  'Rate plan is required.': 'La formule tarifaire est obligatoire.',
  'Rate plan must be Flexible, nonRefundable or Long Stay.':
    'La formule tarifaire doit être Flexible, Non remboursable ou Long séjour.',
  'Check-in time must look like HH:MM.': 'L’heure d’arrivée doit être au format HH:MM.',
  'Check-out time must look like HH:MM.': 'L’heure de départ doit être au format HH:MM.',
  'Quiet hours must look like HH:MM.': 'Les heures de calme doivent être au format HH:MM.',
  'Maximum guests must be at least 1.': 'Le nombre maximal de voyageurs doit être d’au moins 1.',
  'Maximum guests must be at most 1000.': 'Le nombre maximal de voyageurs doit être d’au plus 1 000.',
  'Host name is required.': 'Le nom de l’hôte est obligatoire.',
  'Host name must be at most 100 characters.': 'Le nom de l’hôte doit contenir au plus 100 caractères.',
  "Host phone must start with '07' and be 10 digits long.":
    'Le téléphone de l’hôte doit commencer par « 07 » et comporter 10 chiffres.',
  'MoMo code is required.': 'Le code MoMo est obligatoire.',
  'MoMo code must be at most 50 characters.': 'Le code MoMo doit contenir au plus 50 caractères.',
  'Bank account number is required.': 'Le numéro de compte bancaire est obligatoire.',
  'Bank account number must be at most 50 characters.':
    'Le numéro de compte bancaire doit contenir au plus 50 caractères.',
  'Short description is required.': 'La description courte est obligatoire.',
  'Short description must be at most 300 characters.':
    'La description courte doit contenir au plus 300 caractères.',
  'Choose a room type: Single, Double, Suite, Deluxe, Family, Studio, Executive, or the whole property.':
    'Choisissez un type de chambre : Simple, Double, Suite, Deluxe, Familiale, Studio, Exécutive, ou le logement entier.',
  'Price is required.': 'Le prix est obligatoire.',
  'Price must be a whole number of RWF.': 'Le prix doit être un montant entier en RWF.',
  'Price must be at least 0.': 'Le prix doit être d’au moins 0.',
  'Price must be at most 100,000,000 RWF.': 'Le prix doit être d’au plus 100 000 000 RWF.',
  'Discount must be between 0 and 100.': 'La réduction doit être comprise entre 0 et 100.',
  'Discount must be a whole number.': 'La réduction doit être un nombre entier.',
  'Number of rooms is required.': 'Le nombre de chambres est obligatoire.',
  'Number of rooms must be a whole number.': 'Le nombre de chambres doit être un nombre entier.',
  'Number of rooms must be at least 1.': 'Le nombre de chambres doit être d’au moins 1.',
  'Number of rooms must be at most 1000.': 'Le nombre de chambres doit être d’au plus 1 000.',
  'Bed counts must be at least 0.': 'Le nombre de lits doit être d’au moins 0.',
  'Bed counts must be whole numbers.': 'Le nombre de lits doit être un nombre entier.',
  'Bed counts must be at most 100.': 'Le nombre de lits doit être d’au plus 100.',
  'Bed information must be at most 200 characters.':
    'Les informations sur les lits doivent contenir au plus 200 caractères.',
  'Choose facilities from the list: AC, Swimming Pool, Balcony, WiFi, Gym, Parking, TV, spa, Lunch, Dinner, Breakfast.':
    'Choisissez les services dans la liste : Climatisation, Piscine, Balcon, Wi-Fi, Salle de sport, Parking, Télévision, Spa, Déjeuner, Dîner, Petit-déjeuner.',
  'Add at least one room type.': 'Ajoutez au moins un type de chambre.',
  'A listing can have at most 20 room types.': 'Une annonce peut comporter au plus 20 types de chambre.',
  'The same room type is listed twice.': 'Le même type de chambre figure deux fois.',
  'Room type not found.': 'Type de chambre introuvable.',
  'A whole-property listing has exactly one room type: the whole property.':
    'Une annonce de logement entier comporte un seul type de chambre : le logement entier.',
  'Pictures must be png, jpg or jpeg images.': 'Les photos doivent être des images png, jpg ou jpeg.',
  'Each picture can be at most 10 MB.': 'Chaque photo peut peser au plus 10 Mo.',
  'A listing can have at most 20 pictures.': 'Une annonce peut comporter au plus 20 photos.',
  'Please confirm that the information you provided is true.':
    'Veuillez confirmer que les informations fournies sont exactes.',
  'The listing data is not valid JSON.': 'Les données de l’annonce ne sont pas un JSON valide.',
  'The listing data must be a JSON object.': 'Les données de l’annonce doivent être un objet JSON.',
  'The listing data is missing: send it as the "data" field.':
    'Les données de l’annonce sont absentes : envoyez-les dans le champ « data ».',
  'The listing data is too large.': 'Les données de l’annonce sont trop volumineuses.',
  'Unexpected form field: send the listing as "data" and the pictures as "images".':
    'Champ de formulaire inattendu : envoyez l’annonce dans « data » et les photos dans « images ».',
  'The upload could not be read. Please try again.': 'L’envoi n’a pas pu être lu. Veuillez réessayer.',
  'The form has too many fields: send the listing as "data" and the pictures as "images".':
    'Le formulaire contient trop de champs : envoyez l’annonce dans « data » et les photos dans « images ».',
  'Room type removed.': 'Type de chambre supprimé.',
  'You have too many room types that are not part of a listing yet. Remove some first.':
    'Vous avez trop de types de chambre qui ne font encore partie d’aucune annonce. Supprimez-en quelques-uns d’abord.',

  // Lists of properties: search and the host's and admin's filters.
  'Created from must be on or before Created to.':
    'La date de création de début doit être antérieure ou égale à la date de création de fin.',
  'The name filter can be at most 200 characters.': 'Le filtre par nom peut contenir au plus 200 caractères.',
  'The location can be at most 200 characters.': 'Le lieu peut contenir au plus 200 caractères.',
  'Guests must be a whole number from 1 to 100.':
    'Le nombre de voyageurs doit être un nombre entier compris entre 1 et 100.',
  'Sorting by name or creation date is only for host and admin lists.':
    'Le tri par nom ou par date de création est réservé aux listes des hôtes et des administrateurs.',
  'The price filter must be a whole number of RWF from 0 to 100,000,000.':
    'Le filtre de prix doit être un nombre entier de RWF compris entre 0 et 100 000 000.',
  'The lowest price must not be above the highest price.':
    'Le prix minimum ne doit pas dépasser le prix maximum.',

  // Stays.
  'A stay can be at most 90 nights.': 'Un séjour peut durer au plus 90 nuits.',
  'Check-in date can be at most 2 years ahead.':
    'La date d’arrivée doit se situer dans les 2 prochaines années.',

  // The admin's reports: the CSV files' header rows and words, the cards' items.
  ID: 'ID',
  Name: 'Nom',
  Host: 'Hôte',
  Address: 'Adresse',
  'Accommodation Type': 'Type d’hébergement',
  Rating: 'Note',
  Status: 'Statut',
  'Created At': 'Créé le',
  Username: 'Nom d’utilisateur',
  'First Name': 'Prénom',
  'Last Name': 'Nom de famille',
  Email: 'E-mail',
  'Phone Number': 'Numéro de téléphone',
  'Date Joined': 'Date d’inscription',
  Guest: 'Voyageur',
  Property: 'Logement',
  'Room Type': 'Type de chambre',
  'Check-in': 'Arrivée',
  'Check-out': 'Départ',
  Rooms: 'Chambres',
  'Total Price (RWF)': 'Prix total (RWF)',
  'Rate Plan': 'Formule tarifaire',
  Active: 'Actif',
  Inactive: 'Inactif',
  'Rent Whole Property': 'Louer le logement entier',
  'Host: {name}': 'Hôte : {name}',
  'Deleted account': 'Compte supprimé',
  'Booking #{id} · {property} · {status}': 'Réservation n° {id} · {property} · {status}',

  // Labels: accommodation types.
  Hotel: 'Hôtel',
  Apartment: 'Appartement',
  'Guest House': 'Maison d’hôtes',

  // Labels: a property's amenities.
  'Wi-Fi': 'Wi-Fi',
  Parking: 'Parking',
  'Swimming Pool': 'Piscine',
  'Air conditioning': 'Climatisation',
  Restaurant: 'Restaurant',
  Spa: 'Spa',
  'Sport Court': 'Terrain de sport',

  // Labels: application and booking statuses (une demande, une réservation: feminine).
  Pending: 'En attente',
  Approved: 'Approuvée',
  Rejected: 'Refusée',
  Confirmed: 'Confirmée',
  Cancelled: 'Annulée',
  Refunded: 'Remboursée',
  Expired: 'Expirée',

  // Labels: the languages a host speaks.
  English: 'Anglais',
  French: 'Français',
  Swahili: 'Swahili',
  Kinyarwanda: 'Kinyarwanda',

  // Labels: rate plans (une formule: feminine).
  Flexible: 'Flexible',
  'Non-Refundable': 'Non remboursable',
  'Long Stay': 'Long séjour',
  'N/A': 'Aucune',

  // Labels: a room type's facilities.
  AC: 'Climatisation',
  Balcony: 'Balcon',
  WiFi: 'Wi-Fi',
  Gym: 'Salle de sport',
  TV: 'Télévision',
  Lunch: 'Déjeuner',
  Dinner: 'Dîner',
  Breakfast: 'Petit-déjeuner',

  // Labels: room types.
  Single: 'Simple',
  Double: 'Double',
  Suite: 'Suite',
  Deluxe: 'Deluxe',
  Family: 'Familiale',
  Studio: 'Studio',
  Executive: 'Exécutive',
  'Whole Property': 'Logement entier',

  // Labels: services.
  'Room service': 'Service en chambre',
  Laundry: 'Blanchisserie',
  'Custom service': 'Service personnalisé',

  // Stay rules and rate plans (pricing.ts).
  'This room needs a stay of at least {n} nights for these dates.':
    'Cette chambre demande un séjour d’au moins {n} nuits à ces dates.',
  'This room can be booked for at most {n} nights for these dates.':
    'Cette chambre se réserve pour {n} nuits au plus à ces dates.',
  'This room can be booked at most {n} days ahead.': 'Cette chambre se réserve au plus {n} jours à l’avance.',
  'This room is not available for these dates.': 'Cette chambre n’est pas disponible à ces dates.',
  'This rate plan is not offered by this property.': 'Ce logement ne propose pas cette formule tarifaire.',
  'Long Stay is for stays of {n} nights or more.': 'La formule « Long séjour » vaut pour {n} nuits ou plus.',
  // Channel sync: imported calendars and the exported one (schemas/channel-sync.ts).
  'Calendar import not found.': 'Calendrier importé introuvable.',
  'A calendar needs a name of 1 to {max} characters.':
    'Un calendrier doit avoir un nom de 1 à {max} caractères.',
  'The calendar’s address must be a web address of at most {max} characters.':
    'L’adresse du calendrier doit être une adresse web d’au plus {max} caractères.',
  'The calendar’s address must start with http:// or https://.':
    'L’adresse du calendrier doit commencer par http:// ou https://.',
  'This calendar is already imported for this room type.':
    'Ce calendrier est déjà importé pour ce type de chambre.',
  'A room type can import at most {max} calendars.':
    'Un type de chambre peut importer au plus {max} calendriers.',
  'The calendar could not be fetched.': 'Le calendrier n’a pas pu être récupéré.',
  'The calendar took more than 10 seconds to answer.': 'Le calendrier a mis plus de 10 secondes à répondre.',
  'The calendar is larger than 1 MB.': 'Le calendrier dépasse 1 Mo.',
  'The calendar’s address redirects too many times.': 'L’adresse du calendrier redirige trop de fois.',
  'The calendar’s address is on a private network.': 'L’adresse du calendrier est sur un réseau privé.',
  'The calendar’s server answered with status {status}.':
    'Le serveur du calendrier a répondu avec le statut {status}.',
  'The calendar is not a valid iCalendar file.': 'Le calendrier n’est pas un fichier iCalendar valide.',
  'The calendar took more than 5 seconds to read: it may repeat an event without end.':
    'La lecture du calendrier a pris plus de 5 secondes : il répète peut-être un événement sans fin.',
  'The calendar needs too much memory to read.': 'Le calendrier demande trop de mémoire pour être lu.',
  'Too many calendars are being read right now. Try again in a minute.':
    'Trop de calendriers sont en cours de lecture. Réessayez dans une minute.',
  'The event has no start date.': 'L’événement n’a pas de date de début.',
  'The event’s dates cannot be read.': 'Les dates de l’événement sont illisibles.',
  'The event’s repeat rule cannot be read.': 'La règle de répétition de l’événement est illisible.',
  'The event repeats too many times.': 'L’événement se répète trop de fois.',
  '{taken} of {rooms} rooms taken': 'Chambres prises : {taken} sur {rooms}',
  'Not available': 'Indisponible',
  // The host's calendar, rates, seasons and rate plans (schemas/calendar.ts).
  'Season not found.': 'Saison introuvable.',
  'The end date must be after the start date.': 'La date de fin doit être postérieure à la date de début.',
  'At most {max} nights at once.': 'Au plus {max} nuits à la fois.',
  'Nights before today cannot be changed.': 'Les nuits passées ne peuvent pas être modifiées.',
  'Say how many rooms to close or which price to set.':
    'Indiquez combien de chambres fermer ou quel prix appliquer.',
  'Closed rooms must be a whole number from 0 to {max}.':
    'Le nombre de chambres fermées doit être un nombre entier de 0 à {max}.',
  'This room type has {n} rooms: no more can be closed.':
    'Ce type de chambre compte {n} chambres : impossible d’en fermer davantage.',
  'Only {n} rooms can be closed on {date}: the others are booked.':
    'On ne peut fermer que {n} chambres le {date} : les autres sont réservées.',
  'Price must be a whole number of RWF from 0 to {max}.':
    'Le prix doit être un montant entier en RWF de 0 à {max}.',
  'The weekend price must be empty or a whole number of RWF from 0 to {max}.':
    'Le prix du week-end doit être vide ou un montant entier en RWF de 0 à {max}.',
  'The minimum stay must be a whole number of nights from 1 to {max}.':
    'Le séjour minimum doit être un nombre entier de nuits de 1 à {max}.',
  'The maximum stay must be empty or a whole number of nights from the minimum stay to {max}.':
    'Le séjour maximum doit être vide ou un nombre entier de nuits, du séjour minimum à {max}.',
  'How far ahead guests may book must be empty or a whole number of days from 1 to {max}.':
    'Le délai de réservation à l’avance doit être vide ou un nombre entier de jours de 1 à {max}.',
  'A season needs a name of 1 to {max} characters.': 'Une saison doit avoir un nom de 1 à {max} caractères.',
  'A season ends on or after its first night and lasts at most {max} nights.':
    'Une saison finit le jour de sa première nuit ou après, et dure au plus {max} nuits.',
  'These nights overlap the season {name}.': 'Ces nuits chevauchent la saison « {name} ».',
  'Offer at least one rate plan.': 'Proposez au moins une formule tarifaire.',
  'A rate plan’s discount must be a whole number from 1 to {max} percent.':
    'La réduction d’une formule tarifaire doit être un nombre entier de 1 à {max} %.',
  'Free cancellation must be a whole number of days from 0 to {max} before check-in.':
    'L’annulation gratuite doit être un nombre entier de jours, de 0 à {max}, avant l’arrivée.',

  // Messages between guests and hosts (docs/decisions/0028-conversations.md).
  'Conversation not found.': 'Conversation introuvable.',
  'Write a message.': 'Écrivez un message.',
  'A message can be at most {max} characters.': 'Un message peut compter au plus {max} caractères.',
  'Say which property or which booking the message is about.':
    'Indiquez le logement ou la réservation dont parle le message.',
  'You cannot send a message to yourself about your own property.':
    'Vous ne pouvez pas vous envoyer un message au sujet de votre propre logement.',
  'You have sent {max} messages in the last minute. Please wait {seconds} seconds before sending another.':
    'Vous avez envoyé {max} messages dans la dernière minute. Veuillez patienter {seconds} secondes avant d’en envoyer un autre.',
  'You have sent {max} messages in the last minute. Please wait 1 second before sending another.':
    'Vous avez envoyé {max} messages dans la dernière minute. Veuillez patienter 1 seconde avant d’en envoyer un autre.',
  'You have sent {max} messages today, the most allowed. You can send more in 1 hour.':
    'Vous avez envoyé {max} messages aujourd’hui, le maximum autorisé. Vous pourrez en envoyer d’autres dans 1 heure.',
  'You have sent {max} messages today, the most allowed. You can send more in {hours} hours.':
    'Vous avez envoyé {max} messages aujourd’hui, le maximum autorisé. Vous pourrez en envoyer d’autres dans {hours} heures.',
  'Say why you are reporting this conversation.': 'Indiquez pourquoi vous signalez cette conversation.',
  'A reason can be at most {max} characters.': 'Un motif peut compter au plus {max} caractères.',
  'Admins can read a reported conversation but cannot write in it.':
    'Les administrateurs peuvent lire une conversation signalée, mais pas y écrire.',
  'This person has deleted their account: nobody can receive messages in this conversation any more.':
    'Cette personne a supprimé son compte : plus personne ne peut recevoir de messages dans cette conversation.',
  'limit must be a whole number from 1 to {max}.': 'limit doit être un nombre entier de 1 à {max}.',

  // Help pages and the contact form (docs/decisions/0029-public-pages-and-help.md).
  'Help page not found.': 'Page d’aide introuvable.',
  'Thank you. Your message has reached our team; we will answer you by email.':
    'Merci. Votre message est bien parvenu à notre équipe ; nous vous répondrons par e-mail.',
  'Please enter your name.': 'Veuillez indiquer votre nom.',
  'Your name can be at most {max} characters.': 'Votre nom peut compter au plus {max} caractères.',
  'Please enter a subject.': 'Veuillez indiquer un objet.',
  'The subject can be at most {max} characters.': 'L’objet peut compter au plus {max} caractères.',
  'Please write a message of at least {min} characters.':
    'Veuillez écrire un message d’au moins {min} caractères.',
  'The message can be at most {max} characters.': 'Le message peut compter au plus {max} caractères.',
  'You can send at most {max} messages an hour. Please try again in 1 minute.':
    'Vous pouvez envoyer au plus {max} messages par heure. Veuillez réessayer dans 1 minute.',
  'You can send at most {max} messages an hour. Please try again in {minutes} minutes.':
    'Vous pouvez envoyer au plus {max} messages par heure. Veuillez réessayer dans {minutes} minutes.',

  // Reviews, hosts’ replies and reports (docs/decisions/0025-reviews.md).
  'Each score must be a whole number from {min} to {max}.':
    'Chaque note doit être un nombre entier de {min} à {max}.',
  'A review is {min} to {max} characters long.': 'Un avis compte de {min} à {max} caractères.',
  'A reply is 1 to {max} characters long.': 'Une réponse compte de 1 à {max} caractères.',
  'A reason is {min} to {max} characters long.': 'Le motif compte de {min} à {max} caractères.',
  'The status must be published or hidden.':
    'Le statut doit être « published » (publié) ou « hidden » (masqué).',
  'Sort by newest, highest or lowest.':
    'Triez par « newest » (les plus récents), « highest » (les meilleures notes) ou « lowest » (les moins bonnes).',
  'Show reported, hidden or all reviews.':
    'Affichez les avis « reported » (signalés), « hidden » (masqués) ou « all » (tous).',
  'Say why the review is hidden ({min} to {max} characters).':
    'Indiquez pourquoi l’avis est masqué (de {min} à {max} caractères).',
  'Review not found.': 'Avis introuvable.',
  'You can only review your own stays.': 'Vous ne pouvez donner votre avis que sur vos propres séjours.',
  'Only a confirmed stay can be reviewed.': 'Seul un séjour confirmé peut recevoir un avis.',
  'You can review this stay from the day after check-out.':
    'Vous pourrez donner votre avis sur ce séjour à partir du lendemain de votre départ.',
  'Reviews can be written and edited until 14 days after check-out: this time has passed.':
    'Un avis peut être écrit et modifié jusqu’à 14 jours après le départ : ce délai est dépassé.',
  'You have already reviewed this stay.': 'Vous avez déjà donné votre avis sur ce séjour.',
  'This stay has no review yet.': 'Ce séjour n’a pas encore d’avis.',
  'Only the host of this property can reply to its reviews.':
    'Seul l’hôte de ce logement peut répondre à ses avis.',
  'A reply can be edited for 7 days after it was first written: this time has passed.':
    'Une réponse peut être modifiée pendant 7 jours après sa première rédaction : ce délai est dépassé.',
  'You cannot report your own review.': 'Vous ne pouvez pas signaler votre propre avis.',
  'You have already reported this review. An admin will look at it.':
    'Vous avez déjà signalé cet avis. Un administrateur va l’examiner.',
  'Thank you. An admin will look at this review.': 'Merci. Un administrateur va examiner cet avis.',
  // The bell's notifications (docs/decisions/0027-notifications-in-the-app.md).
  'A notification id is a whole number from 1.':
    'L’identifiant d’une notification est un nombre entier à partir de 1.',
  'The limit is a whole number from 1 to {max}.': 'La limite est un nombre entier de 1 à {max}.',
  'Name at least one notification.': 'Indiquez au moins une notification.',
  'At most {max} notifications at a time.': 'Au plus {max} notifications à la fois.',
  // Email preferences and unsubscribe links (docs/decisions/0026-jobs-outbox-and-email.md).
  'Emails about your bookings and your account cannot be turned off.':
    'Les e-mails concernant vos réservations et votre compte ne peuvent pas être désactivés.',
  'Your email preferences are saved.': 'Vos préférences d’e-mail sont enregistrées.',
  'Done: you will no longer receive these emails. You can turn them back on in your email preferences.':
    'C’est fait : vous ne recevrez plus ces e-mails. Vous pouvez les réactiver dans vos préférences d’e-mail.',
  'This unsubscribe link is not valid. Please use the link from the email as it is.':
    'Ce lien de désabonnement n’est pas valide. Utilisez le lien de l’e-mail tel quel.',
  'This kind of notification does not exist.': 'Ce type de notification n’existe pas.',
  'Say true or false for each email.': 'Indiquez true ou false pour chaque e-mail.',
  'Too many preferences at once.': 'Trop de préférences à la fois.',
  // Your data: downloading it, deleting your account, the audit log (docs/decisions/0031-your-data.md).
  'Please enter your password to delete your account.':
    'Veuillez saisir votre mot de passe pour supprimer votre compte.',
  'That password is not right. Your account was not deleted.':
    'Ce mot de passe n’est pas le bon. Votre compte n’a pas été supprimé.',
  'You are the last active admin. Make another account an admin before you delete yours, so that someone can still run Ikaze.':
    'Vous êtes le dernier administrateur actif. Nommez un autre compte administrateur avant de supprimer le vôtre, afin que quelqu’un puisse encore gérer Ikaze.',
  'Your properties have {n} upcoming bookings (pending or confirmed). Decline or resolve them with your guests before you delete your account: {bookings}.':
    'Vos logements ont {n} réservations à venir (en attente ou confirmées). Refusez-les ou réglez-les avec vos voyageurs avant de supprimer votre compte : {bookings}.',
  'Your account was deleted. Thank you for using Ikaze.':
    'Votre compte a été supprimé. Merci d’avoir utilisé Ikaze.',
  'Everything Ikaze holds about your account (Law No. 058/2021 relating to the protection of personal data and privacy). See /help/privacy for what is kept, why and for how long.':
    'Tout ce qu’Ikaze conserve sur votre compte (loi n° 058/2021 relative à la protection des données à caractère personnel et de la vie privée). Voir /help/privacy pour ce qui est conservé, pourquoi et pendant combien de temps.',
  Nights: 'Nuits',
  'Price per Night (RWF)': 'Prix par nuit (RWF)',
  'Discount (%)': 'Réduction (%)',
  'Rate Plan Discount (%)': 'Réduction de la formule tarifaire (%)',
  'Cancellation Fee (RWF)': 'Frais d’annulation (RWF)',
  'Choose one of the actions in the list.': 'Choisissez l’une des actions de la liste.',
  "The target must be 'user', 'application' or 'review'.":
    "La cible doit être 'user', 'application' ou 'review'.",
  // The admins' finance summary and reconciliation.
  'Months must look like YYYY-MM.': 'Les mois doivent être au format AAAA-MM.',
  'The first month must not be after the last.': 'Le premier mois ne doit pas venir après le dernier.',
  'Ask for at most 36 months at a time.': 'Demandez au plus 36 mois à la fois.',
  'That day has not begun in Kigali yet.': 'Ce jour n’a pas encore commencé à Kigali.',
  // Taxes (docs/taxes.md).
  'VAT and tourism tax (RWF)': 'TVA et taxe touristique (RWF)',
  'Enter the TIN as its 9 digits.': 'Saisissez le NIF (TIN) en 9 chiffres.',
  'A VAT-registered property needs its TIN.':
    'Un établissement assujetti à la TVA doit indiquer son NIF (TIN).',
  'Tax settings saved.': 'Paramètres fiscaux enregistrés.',
  'Room charge': 'Prix de l’hébergement',
  'VAT ({percent}%)': 'TVA ({percent} %)',
  VAT: 'TVA',
  'Tourism tax ({percent}%)': 'Taxe touristique ({percent} %)',
  'Tourism tax': 'Taxe touristique',
  'Host’s TIN (VAT)': 'NIF de l’hôte (TVA)',
  'Refunded to the guest': 'Remboursé au client',
  // Commission invoices and taxes collected (docs/commission-invoices.md).
  'Commission invoice': 'Facture de commission',
  'Invoice number': 'Numéro de facture',
  'Date of issue': 'Date d’émission',
  'Month invoiced': 'Mois facturé',
  From: 'De',
  To: 'À',
  TIN: 'NIF (TIN)',
  'Commission on your stays (VAT included)': 'Commission sur vos séjours (TVA comprise)',
  'Commission on your stays': 'Commission sur vos séjours',
  'Commission before VAT': 'Commission hors TVA',
  'VAT on the commission ({percent}%)': 'TVA sur la commission ({percent}\u202f%)',
  'The platform is not registered for VAT: no VAT is charged.':
    'La plateforme n’est pas assujettie à la TVA\u00a0: aucune TVA n’est facturée.',
  'The commission was taken from your stays’ payments: nothing is left to pay.':
    'La commission a été prélevée sur les paiements de vos séjours\u00a0: il ne reste rien à payer.',
  'There is no such invoice.': 'Cette facture n’existe pas.',
  'That month is not over yet in Kigali.': 'Ce mois n’est pas encore terminé à Kigali.',
  // Monthly statements (docs/statements.md).
  'Choose the statement’s month as YYYY-MM.': 'Choisissez le mois du relevé au format AAAA-MM.',
  'Say whose statement: add ?hostId= with the host’s id.':
    'Précisez de quel hôte : ajoutez le paramètre hostId avec son identifiant.',
  'No host has this id.': 'Aucun hôte n’a cet identifiant.',
  'Monthly statement': 'Relevé mensuel',
  Month: 'Mois',
  Issued: 'Établi le',
  'Stays checked out this month': 'Séjours terminés ce mois-ci',
  'No stay paid through Ikaze checked out this month.':
    'Aucun séjour payé par Ikaze ne s’est terminé ce mois-ci.',
  Dates: 'Dates',
  'Paid by the guest': 'Payé par le client',
  Commission: 'Commission',
  'Net to you': 'Net pour vous',
  Totals: 'Totaux',
  'Taxes to declare': 'Taxes à déclarer',
  'Tourism tax due': 'Taxe touristique due',
  'VAT due': 'TVA due',
  'Declare and pay by': 'À déclarer et payer avant le',
  'Payouts this month': 'Versements du mois',
  'No payout was made this month.': 'Aucun versement ce mois-ci.',
  'Payout of {day}': 'Versement du {day}',
  'Bank transfer': 'Virement bancaire',
  'Paid out': 'Versé',
  'Amounts in Rwandan francs, taxes included in what the guest paid. Ikaze keeps the tourism tax and VAT apart for you: you declare and pay them to the Rwanda Revenue Authority.':
    'Montants en francs rwandais, taxes comprises dans ce que le client a payé. Ikaze met de côté pour vous la taxe touristique et la TVA : vous les déclarez et les payez à l’Office rwandais des recettes (RRA).',
  'Room charge kept (RWF)': 'Hébergement conservé (RWF)',
  'VAT kept (RWF)': 'TVA conservée (RWF)',
  'Tourism tax kept (RWF)': 'Taxe touristique conservée (RWF)',
  Total: 'Total',
} satisfies Record<DomainMessage, string>;

export default fr;
