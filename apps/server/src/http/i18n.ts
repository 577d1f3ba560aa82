import { DEFAULT_LANG, isLang, type Lang } from '@scaffale/domain/languages';
import type { FastifyRequest } from 'fastify';

/** The request's language: the user_language cookie, else Accept-Language, else Italian. */
export function requestLanguage(request: FastifyRequest): Lang {
  const cookie = request.cookies['user_language'];
  if (isLang(cookie)) return cookie;
  const accepted = request.headers['accept-language'] ?? '';
  for (const part of accepted.split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if (isLang(code)) return code;
  }
  return DEFAULT_LANG;
}

// Every message the server sends to a person, in the four languages. The type makes a
// missing translation a compile error.
const messages = {
  required: {
    it: 'Questo campo è obbligatorio',
    en: 'Mandatory field',
    fr: 'Champ obligatoire',
    es: 'Campo obligatorio',
  },
  invalidEmail: {
    it: 'Inserisci un indirizzo email valido',
    en: 'Enter a valid email address',
    fr: 'Saisissez une adresse e-mail valide',
    es: 'Introduce una dirección de correo válida',
  },
  tooLong: {
    it: 'Testo troppo lungo (massimo {max} caratteri)',
    en: 'Too long (at most {max} characters)',
    fr: 'Trop long ({max} caractères au maximum)',
    es: 'Demasiado largo (máximo {max} caracteres)',
  },
  invalidValue: {
    it: 'Valore non valido',
    en: 'Invalid value',
    fr: 'Valeur non valide',
    es: 'Valor no válido',
  },
  badCredentials: {
    it: 'Email o password non corretti',
    en: 'Incorrect email or password',
    fr: 'E-mail ou mot de passe incorrect',
    es: 'Correo electrónico o contraseña incorrectos',
  },
  tooManyAttempts: {
    it: 'Troppi tentativi. Riprova tra qualche minuto.',
    en: 'Too many attempts. Try again in a few minutes.',
    fr: 'Trop de tentatives. Réessayez dans quelques minutes.',
    es: 'Demasiados intentos. Inténtalo de nuevo en unos minutos.',
  },
  tooManyRegistrations: {
    it: 'Troppi account aperti da questa rete. Riprova più tardi.',
    en: 'Too many accounts opened from this network. Try again later.',
    fr: 'Trop de comptes ouverts depuis ce réseau. Réessayez plus tard.',
    es: 'Demasiadas cuentas abiertas desde esta red. Inténtalo de nuevo más tarde.',
  },
  tooManyEmailChecks: {
    it: 'Troppi controlli di indirizzi email da questa rete. Riprova più tardi.',
    en: 'Too many email addresses checked from this network. Try again later.',
    fr: 'Trop d’adresses e-mail vérifiées depuis ce réseau. Réessayez plus tard.',
    es: 'Demasiadas direcciones de correo comprobadas desde esta red. Inténtalo de nuevo más tarde.',
  },
  passwordTooShort: {
    it: 'La password deve avere almeno 12 caratteri',
    en: 'The password must have at least 12 characters',
    fr: 'Le mot de passe doit comporter au moins 12 caractères',
    es: 'La contraseña debe tener al menos 12 caracteres',
  },
  passwordTooWeak: {
    it: 'Questa password è troppo facile da indovinare. {feedback}',
    en: 'This password is too easy to guess. {feedback}',
    fr: 'Ce mot de passe est trop facile à deviner. {feedback}',
    es: 'Esta contraseña es demasiado fácil de adivinar. {feedback}',
  },
  passwordChangeRequired: {
    it: 'Prima di continuare scegli una nuova password.',
    en: 'Choose a new password before going on.',
    fr: 'Choisissez un nouveau mot de passe avant de continuer.',
    es: 'Elige una nueva contraseña antes de continuar.',
  },
  emailTaken: {
    it: 'Esiste già un account con questa email',
    en: 'An account with this email already exists',
    fr: 'Un compte existe déjà avec cette adresse e-mail',
    es: 'Ya existe una cuenta con este correo electrónico',
  },
  resetRequested: {
    it: 'Se esiste un account con questa email, ti abbiamo inviato un link per scegliere una nuova password. Il link vale un’ora.',
    en: 'If an account exists with this email, we have sent it a link to choose a new password. The link is valid for one hour.',
    fr: 'Si un compte existe avec cette adresse e-mail, nous lui avons envoyé un lien pour choisir un nouveau mot de passe. Le lien est valable une heure.',
    es: 'Si existe una cuenta con este correo electrónico, le hemos enviado un enlace para elegir una nueva contraseña. El enlace es válido durante una hora.',
  },
  resetTokenInvalid: {
    it: 'Questo link non è più valido: è già stato usato o è scaduto. Chiedine uno nuovo.',
    en: 'This link is no longer valid: it has been used or has expired. Ask for a new one.',
    fr: 'Ce lien n’est plus valable : il a déjà servi ou a expiré. Demandez-en un nouveau.',
    es: 'Este enlace ya no es válido: ya se ha usado o ha caducado. Pide uno nuevo.',
  },
  passwordReset: {
    it: 'Password cambiata. Accedi con la nuova password.',
    en: 'Password changed. Log in with the new password.',
    fr: 'Mot de passe modifié. Connectez-vous avec le nouveau mot de passe.',
    es: 'Contraseña cambiada. Inicia sesión con la nueva contraseña.',
  },
  passwordChanged: {
    it: 'Password cambiata. Le altre sessioni del tuo account sono state chiuse.',
    en: 'Password changed. The other sessions of your account have been ended.',
    fr: 'Mot de passe modifié. Les autres sessions de votre compte ont été fermées.',
    es: 'Contraseña cambiada. Se han cerrado las demás sesiones de tu cuenta.',
  },
  emailTokenInvalid: {
    it: 'Questo link non è più valido: è già stato usato, è scaduto o è stato sostituito da una richiesta più recente.',
    en: 'This link is no longer valid: it has already been used, it has expired or a newer request replaced it.',
    fr: 'Ce lien n’est plus valable : il a déjà servi, il a expiré ou une demande plus récente l’a remplacé.',
    es: 'Este enlace ya no es válido: ya se ha usado, ha caducado o una solicitud más reciente lo ha sustituido.',
  },
  emailChanged: {
    it: 'Fatto: il tuo account ora usa questo indirizzo email.',
    en: 'Done: your account now uses this email address.',
    fr: 'C’est fait : votre compte utilise désormais cette adresse e-mail.',
    es: 'Hecho: tu cuenta usa ahora esta dirección de correo.',
  },
  emailChangeUndone: {
    it: 'Cambio annullato: il tuo account è tornato a questo indirizzo e ogni sua sessione è stata chiusa. Ti abbiamo inviato un link per scegliere una nuova password.',
    en: 'Change undone: your account has this address again and every session of it has been ended. We have sent you a link to choose a new password.',
    fr: 'Changement annulé : votre compte a retrouvé cette adresse et toutes ses sessions ont été fermées. Nous vous avons envoyé un lien pour choisir un nouveau mot de passe.',
    es: 'Cambio deshecho: tu cuenta vuelve a tener esta dirección y se han cerrado todas sus sesiones. Te hemos enviado un enlace para elegir una nueva contraseña.',
  },
  wrongPassword: {
    it: 'Password non corretta',
    en: 'Incorrect password',
    fr: 'Mot de passe incorrect',
    es: 'Contraseña incorrecta',
  },
  accountDeleted: {
    it: 'Il tuo account è stato eliminato.',
    en: 'Your account has been deleted.',
    fr: 'Votre compte a été supprimé.',
    es: 'Tu cuenta se ha eliminado.',
  },
  accountOrdersInFlight: {
    it: 'Non puoi ancora eliminare il tuo account: {orders}. Potrai eliminarlo quando tutto sarà concluso.',
    en: 'Your account cannot be deleted yet: {orders}. You can delete it once everything is finished.',
    fr: 'Votre compte ne peut pas encore être supprimé : {orders}. Vous pourrez le supprimer une fois que tout sera terminé.',
    es: 'Todavía no puedes eliminar tu cuenta: {orders}. Podrás eliminarla cuando todo haya terminado.',
  },
  inFlightPayment: {
    it: 'l’ordine {number} aspetta il pagamento',
    en: 'order {number} is waiting for its payment',
    fr: 'la commande {number} attend son paiement',
    es: 'el pedido {number} espera el pago',
  },
  inFlightConfirmation: {
    it: 'l’ordine {number} aspetta la conferma della libreria',
    en: 'order {number} is waiting for the bookshop to confirm it',
    fr: 'la commande {number} attend la confirmation de la librairie',
    es: 'el pedido {number} espera la confirmación de la librería',
  },
  inFlightDelivery: {
    it: 'l’ordine {number} deve ancora essere spedito o ritirato',
    en: 'order {number} is still to be shipped or collected',
    fr: 'la commande {number} doit encore être expédiée ou retirée',
    es: 'el pedido {number} aún debe enviarse o recogerse',
  },
  inFlightRefund: {
    it: 'un rimborso dell’ordine {number} non è ancora concluso',
    en: 'a refund for order {number} is not finished yet',
    fr: 'un remboursement de la commande {number} n’est pas encore terminé',
    es: 'un reembolso del pedido {number} aún no ha terminado',
  },
  notLoggedIn: {
    it: 'No user logged in',
    en: 'No user logged in',
    fr: 'Aucun utilisateur connecté',
    es: 'Ningún usuario ha iniciado sesión',
  },
  csrfFailed: {
    it: 'Verifica CSRF non riuscita. Ricarica la pagina e riprova.',
    en: 'CSRF check failed. Reload the page and try again.',
    fr: 'Échec de la vérification CSRF. Rechargez la page et réessayez.',
    es: 'La verificación CSRF ha fallado. Recarga la página e inténtalo de nuevo.',
  },
  forbidden: {
    it: 'Non hai i permessi per questa operazione',
    en: 'You are not allowed to do this',
    fr: 'Vous n’êtes pas autorisé à effectuer cette opération',
    es: 'No tienes permiso para esta operación',
  },
  invalidTransition: {
    it: 'Operazione non possibile nello stato attuale dell’ordine',
    en: 'This cannot be done in the order’s current state',
    fr: 'Opération impossible dans l’état actuel de la commande',
    es: 'No es posible en el estado actual del pedido',
  },
  isbnInvalid: {
    it: 'Codice ISBN-13 non valido: controlla le 13 cifre (978 o 979 all’inizio)',
    en: 'Not a valid ISBN-13: check its 13 digits (starting 978 or 979)',
    fr: 'ISBN-13 non valide : vérifiez ses 13 chiffres (commençant par 978 ou 979)',
    es: 'ISBN-13 no válido: revisa sus 13 cifras (empiezan por 978 o 979)',
  },
  isbnDuplicate: {
    it: 'Un libro con questo ISBN è già nello scaffale della libreria',
    en: 'A book with this ISBN is already on the bookshop’s shelf',
    fr: 'Un livre avec cet ISBN est déjà dans les rayons de la librairie',
    es: 'Ya hay un libro con este ISBN en la librería',
  },
  priceInvalid: {
    it: 'Prezzo non valido: da 0,01 a 10.000,00 €, al massimo due decimali',
    en: 'Not a valid price: from €0.01 to €10,000.00, at most two decimals',
    fr: 'Prix non valide : de 0,01 € à 10 000,00 €, deux décimales au plus',
    es: 'Precio no válido: de 0,01 € a 10.000,00 €, como mucho dos decimales',
  },
  bookTitleInvalid: {
    it: 'Scrivi il titolo (al massimo 300 caratteri)',
    en: 'Enter the title (at most 300 characters)',
    fr: 'Saisissez le titre (300 caractères au maximum)',
    es: 'Escribe el título (300 caracteres como máximo)',
  },
  bookAuthorsInvalid: {
    it: 'Scrivi da 1 a 10 autori, ciascuno di al massimo 200 caratteri',
    en: 'Enter 1 to 10 authors, each at most 200 characters',
    fr: 'Saisissez de 1 à 10 auteurs, de 200 caractères au plus chacun',
    es: 'Escribe de 1 a 10 autores, de 200 caracteres como máximo cada uno',
  },
  bookPublisherInvalid: {
    it: 'Scrivi l’editore (al massimo 200 caratteri)',
    en: 'Enter the publisher (at most 200 characters)',
    fr: 'Saisissez l’éditeur (200 caractères au maximum)',
    es: 'Escribe la editorial (200 caracteres como máximo)',
  },
  bookYearInvalid: {
    it: 'Anno non valido: da 1450 a {max}',
    en: 'Not a valid year: from 1450 to {max}',
    fr: 'Année non valide : de 1450 à {max}',
    es: 'Año no válido: de 1450 a {max}',
  },
  bookWeightInvalid: {
    it: 'Peso non valido: in grammi, da 1 a 30000',
    en: 'Not a valid weight: in grams, from 1 to 30000',
    fr: 'Poids non valide : en grammes, de 1 à 30000',
    es: 'Peso no válido: en gramos, de 1 a 30000',
  },
  bookAvailableInvalid: {
    it: 'Copie non valide: un numero intero da 0 in su',
    en: 'Not a valid number of copies: a whole number from 0 up',
    fr: 'Nombre d’exemplaires non valide : un nombre entier à partir de 0',
    es: 'Número de ejemplares no válido: un número entero desde 0',
  },
  bookshopRequired: {
    it: 'Scegli la libreria',
    en: 'Choose the bookshop',
    fr: 'Choisissez la librairie',
    es: 'Elige la librería',
  },
  rateGap: {
    it: 'Riga {row}: manca la fascia di peso da {from} g a {to} g',
    en: 'Row {row}: no weight band from {from} g to {to} g',
    fr: 'Ligne {row} : il manque la tranche de poids de {from} g à {to} g',
    es: 'Fila {row}: falta el tramo de peso de {from} g a {to} g',
  },
  rateOverlap: {
    it: 'Riga {row}: la fascia deve iniziare da {from} g, dove finisce la precedente',
    en: 'Row {row}: the band must start at {from} g, where the previous one ends',
    fr: 'Ligne {row} : la tranche doit commencer à {from} g, où finit la précédente',
    es: 'Fila {row}: el tramo debe empezar en {from} g, donde acaba el anterior',
  },
  rateUnsorted: {
    it: 'Riga {row}: le fasce di una destinazione vanno in ordine di peso crescente',
    en: 'Row {row}: a destination’s bands go in increasing weight order',
    fr: 'Ligne {row} : les tranches d’une destination vont par poids croissant',
    es: 'Fila {row}: los tramos de un destino van en orden de peso creciente',
  },
  rateDuplicateBand: {
    it: 'Riga {row}: questa fascia c’è già per la stessa destinazione',
    en: 'Row {row}: this band is already there for the same destination',
    fr: 'Ligne {row} : cette tranche existe déjà pour la même destination',
    es: 'Fila {row}: este tramo ya existe para el mismo destino',
  },
  rateNegativePrice: {
    it: 'Riga {row}: il prezzo non può essere negativo',
    en: 'Row {row}: the price cannot be negative',
    fr: 'Ligne {row} : le prix ne peut pas être négatif',
    es: 'Fila {row}: el precio no puede ser negativo',
  },
  ratePriceInvalid: {
    it: 'Riga {row}: prezzo non valido (da 0 a 10.000,00 €, al massimo due decimali)',
    en: 'Row {row}: not a valid price (€0 to €10,000.00, at most two decimals)',
    fr: 'Ligne {row} : prix non valide (de 0 à 10 000,00 €, deux décimales au plus)',
    es: 'Fila {row}: precio no válido (de 0 a 10.000,00 €, como mucho dos decimales)',
  },
  ratePickupNotFree: {
    it: 'Riga {row}: il ritiro in libreria è gratuito, il prezzo deve essere 0',
    en: 'Row {row}: pickup at the bookshop is free, the price must be 0',
    fr: 'Ligne {row} : le retrait en librairie est gratuit, le prix doit être 0',
    es: 'Fila {row}: la recogida en la librería es gratuita, el precio debe ser 0',
  },
  rateWeightInvalid: {
    it: 'Riga {row}: pesi non validi (in grammi, il massimo oltre il minimo, fino a 1000000)',
    en: 'Row {row}: not valid weights (in grams, the maximum above the minimum, up to 1000000)',
    fr: 'Ligne {row} : poids non valides (en grammes, le maximum au-dessus du minimum, jusqu’à 1000000)',
    es: 'Fila {row}: pesos no válidos (en gramos, el máximo por encima del mínimo, hasta 1000000)',
  },
  rateUnknownCountry: {
    it: 'Riga {row}: paese di destinazione sconosciuto',
    en: 'Row {row}: unknown destination country',
    fr: 'Ligne {row} : pays de destination inconnu',
    es: 'Fila {row}: país de destino desconocido',
  },
  rateTableEmpty: {
    it: 'Un tipo di spedizione offerto ha bisogno di almeno una tariffa',
    en: 'A shipping type on offer needs at least one rate',
    fr: 'Un mode de livraison proposé a besoin d’au moins un tarif',
    es: 'Un tipo de envío ofrecido necesita al menos una tarifa',
  },
  rateTableTooLong: {
    it: 'Troppe righe: al massimo {max}',
    en: 'Too many rows: at most {max}',
    fr: 'Trop de lignes : {max} au maximum',
    es: 'Demasiadas filas: {max} como máximo',
  },
  noShippingTypeOffered: {
    it: 'La libreria deve offrire almeno un tipo di spedizione',
    en: 'The bookshop must offer at least one shipping type',
    fr: 'La librairie doit proposer au moins un mode de livraison',
    es: 'La librería debe ofrecer al menos un tipo de envío',
  },
  notFound: {
    it: 'Non trovato',
    en: 'Not found',
    fr: 'Introuvable',
    es: 'No encontrado',
  },
  orderReplaced: {
    it: 'Questo ordine è stato sostituito da uno più recente: nessun addebito. Torna al checkout per pagare l’ordine attuale.',
    en: 'This order was replaced by a newer one: nothing was charged. Go back to the checkout to pay the current order.',
    fr: 'Cette commande a été remplacée par une plus récente : rien n’a été débité. Revenez au paiement pour régler la commande actuelle.',
    es: 'Este pedido fue sustituido por uno más reciente: no se ha cobrado nada. Vuelve al pago para pagar el pedido actual.',
  },
  tooManyUnpaidTransfers: {
    it: 'Hai già {max} ordini in attesa di bonifico: pagali, oppure paga questo ordine con un altro metodo.',
    en: 'You already have {max} orders awaiting a bank transfer: pay those first, or pay this order another way.',
    fr: 'Vous avez déjà {max} commandes en attente de virement : réglez-les d’abord, ou payez cette commande autrement.',
    es: 'Ya tienes {max} pedidos pendientes de transferencia: págalos primero o paga este pedido de otra forma.',
  },
  tooManyUnpaidCopies: {
    it: 'Al massimo {max} copie possono attendere il pagamento nei tuoi ordini: questo ne ha {ordered}, gli altri tuoi ordini non pagati ne tengono {held}. Paga prima quegli ordini, oppure ordina meno copie.',
    en: 'At most {max} copies may wait for payment in your orders at once: this one has {ordered}, your other unpaid orders hold {held}. Pay those first, or order fewer copies.',
    fr: 'Au plus {max} exemplaires peuvent attendre un paiement dans vos commandes à la fois : celle-ci en compte {ordered}, vos autres commandes non payées en retiennent {held}. Réglez-les d’abord, ou commandez moins d’exemplaires.',
    es: 'Como máximo {max} ejemplares pueden esperar el pago en tus pedidos a la vez: este tiene {ordered} y tus otros pedidos sin pagar retienen {held}. Págalos primero o pide menos ejemplares.',
  },
  tooManyUnpaidCopiesFromAddress: {
    it: 'Gli ordini fatti dalla tua connessione tengono già troppe copie in attesa di pagamento (al massimo {max} alla volta). Paga prima quegli ordini, oppure riprova più tardi.',
    en: 'The orders placed from your connection already hold too many copies awaiting payment (at most {max} at once). Pay those orders first, or try again later.',
    fr: 'Les commandes passées depuis votre connexion retiennent déjà trop d’exemplaires en attente de paiement (au plus {max} à la fois). Réglez d’abord ces commandes, ou réessayez plus tard.',
    es: 'Los pedidos hechos desde tu conexión ya retienen demasiados ejemplares pendientes de pago (como máximo {max} a la vez). Paga primero esos pedidos o vuelve a intentarlo más tarde.',
  },
  demoNotice: {
    it: 'Negozio di dimostrazione: i pagamenti sono simulati, nessun addebito reale e nessun libro spedito.',
    en: 'Demonstration shop: payments are simulated, nothing is charged and no book is shipped.',
    fr: 'Boutique de démonstration : les paiements sont simulés, rien n’est débité et aucun livre n’est expédié.',
    es: 'Tienda de demostración: los pagos son simulados, no se cobra nada y no se envía ningún libro.',
  },
  invalidText: {
    it: 'Il testo contiene un carattere non ammesso. Correggilo e riprova.',
    en: 'The text contains a character that is not allowed. Correct it and try again.',
    fr: 'Le texte contient un caractère non autorisé. Corrigez-le et réessayez.',
    es: 'El texto contiene un carácter no permitido. Corrígelo e inténtalo de nuevo.',
  },
  badRequest: {
    it: 'Richiesta non valida',
    en: 'Bad request',
    fr: 'Requête non valide',
    es: 'Solicitud no válida',
  },
  serverError: {
    it: 'Errore del server',
    en: 'Server error',
    fr: 'Erreur du serveur',
    es: 'Error del servidor',
  },
  serviceUnavailable: {
    it: 'Servizio momentaneamente non disponibile. Riprova tra qualche istante.',
    en: 'Service temporarily unavailable. Please try again in a moment.',
    fr: 'Service momentanément indisponible. Réessayez dans un instant.',
    es: 'Servicio no disponible temporalmente. Inténtalo de nuevo en un momento.',
  },
  payloadTooLarge: {
    it: 'Richiesta troppo grande',
    en: 'Request too large',
    fr: 'Requête trop volumineuse',
    es: 'Solicitud demasiado grande',
  },
  noImage: {
    it: 'Nessuna immagine disponibile',
    en: 'No image available',
    fr: 'Aucune image disponible',
    es: 'Ninguna imagen disponible',
  },
  productNotFound: {
    it: 'Prodotto non trovato',
    en: 'Product not found',
    fr: 'Produit introuvable',
    es: 'Producto no encontrado',
  },
  bookshopNotFound: {
    it: 'Libreria non trovata',
    en: 'Bookshop not found',
    fr: 'Librairie introuvable',
    es: 'Librería no encontrada',
  },
  bookshopOnVacation: {
    it: 'La libreria è chiusa per ferie: non è possibile aggiungere questo libro',
    en: 'The bookshop is closed for holidays: this book cannot be added',
    fr: 'La librairie est fermée pour congés : ce livre ne peut pas être ajouté',
    es: 'La librería está cerrada por vacaciones: no se puede añadir este libro',
  },
  outOfStock: {
    it: 'Non ci sono altre copie disponibili di questo libro',
    en: 'There are no more copies of this book available',
    fr: "Il n'y a plus d'exemplaires disponibles de ce livre",
    es: 'No quedan más ejemplares disponibles de este libro',
  },
  invalidQuantity: {
    it: 'Quantità non valida',
    en: 'Invalid quantity',
    fr: 'Quantité non valide',
    es: 'Cantidad no válida',
  },
  shippingTypeNotOffered: {
    it: 'Questo tipo di spedizione non è offerto dalla libreria',
    en: 'The bookshop does not offer this shipping type',
    fr: "La librairie ne propose pas ce mode d'expédition",
    es: 'La librería no ofrece este tipo de envío',
  },
  shippingNotAvailable: {
    it: 'Nessuna spedizione disponibile per questa destinazione',
    en: 'No shipping available for this destination',
    fr: 'Aucune expédition disponible pour cette destination',
    es: 'No hay envío disponible para este destino',
  },
  unknownCountry: {
    it: 'Paese sconosciuto',
    en: 'Unknown country',
    fr: 'Pays inconnu',
    es: 'País desconocido',
  },
  invalidPhone: {
    it: 'Numero di telefono non valido (es. +3934XXXXXXX)',
    en: 'Invalid phone number (e.g. +3934XXXXXXX)',
    fr: 'Numéro de téléphone non valide (ex. +3934XXXXXXX)',
    es: 'Número de teléfono no válido (p. ej. +3934XXXXXXX)',
  },
  invalidCharacter: {
    it: 'Il testo contiene un carattere non ammesso',
    en: 'The text contains a character that is not allowed',
    fr: 'Le texte contient un caractère non autorisé',
    es: 'El texto contiene un carácter no permitido',
  },
  invalidCountry: {
    it: 'Paese non valido',
    en: 'Invalid country',
    fr: 'Pays non valide',
    es: 'País no válido',
  },
  invalidProvince: {
    it: 'Scegli una provincia italiana',
    en: 'Choose an Italian province',
    fr: 'Choisissez une province italienne',
    es: 'Elige una provincia italiana',
  },
  invalidCap: {
    it: 'Il CAP deve avere 5 cifre',
    en: 'The postcode must have 5 digits',
    fr: 'Le code postal doit comporter 5 chiffres',
    es: 'El código postal debe tener 5 cifras',
  },
  invalidCodiceFiscale: {
    it: 'Codice fiscale non valido',
    en: 'Invalid tax code (codice fiscale)',
    fr: 'Code fiscal (codice fiscale) non valide',
    es: 'Código fiscal (codice fiscale) no válido',
  },
  invalidPartitaIva: {
    it: 'Partita IVA non valida',
    en: 'Invalid VAT number (partita IVA)',
    fr: 'Numéro de TVA (partita IVA) non valide',
    es: 'Número de IVA (partita IVA) no válido',
  },
  invalidSdi: {
    it: 'Il codice SDI deve avere 7 caratteri',
    en: 'The SDI code must have 7 characters',
    fr: 'Le code SDI doit comporter 7 caractères',
    es: 'El código SDI debe tener 7 caracteres',
  },
  invalidDate: {
    it: 'Data non valida',
    en: 'Invalid date',
    fr: 'Date non valide',
    es: 'Fecha no válida',
  },
  duplicateLabel: {
    it: 'Hai già un indirizzo con questa etichetta',
    en: 'You already have an address with this label',
    fr: 'Vous avez déjà une adresse avec ce libellé',
    es: 'Ya tienes una dirección con esta etiqueta',
  },
  discountNoUser: {
    it: 'No user logged in',
    en: 'No user logged in',
    fr: 'Aucun utilisateur connecté',
    es: 'Ningún usuario ha iniciado sesión',
  },
  discountNoBasket: {
    it: 'Nessun carrello in sessione',
    en: 'No cart in session',
    fr: 'Aucun panier en session',
    es: 'Ningún carrito en la sesión',
  },
  discountAlreadyInBasket: {
    it: 'Sconto già presente nel carrello',
    en: 'Discount already in the cart',
    fr: 'Remise déjà présente dans le panier',
    es: 'Descuento ya presente en el carrito',
  },
  discountExpired: {
    it: 'Lo sconto è scaduto',
    en: 'The discount has expired',
    fr: 'La remise a expiré',
    es: 'El descuento ha caducado',
  },
  discountAlreadyUsed: {
    it: 'Sconto già utilizzato',
    en: 'Discount already used',
    fr: 'Remise déjà utilisée',
    es: 'Descuento ya utilizado',
  },
  discountNotForBookshop: {
    it: 'Lo sconto non è valido per questa libreria',
    en: 'The discount is not valid for this bookshop',
    fr: "La remise n'est pas valable pour cette librairie",
    es: 'El descuento no es válido para esta librería',
  },
  discountExceedsTotal: {
    it: 'Lo sconto supera il totale per questa libreria',
    en: 'The discount exceeds the total for this bookshop',
    fr: 'La remise dépasse le total pour cette librairie',
    es: 'El descuento supera el total de esta librería',
  },
  discountInvalid: {
    it: 'Codice sconto non valido',
    en: 'Invalid discount code',
    fr: 'Code de réduction non valide',
    es: 'Código de descuento no válido',
  },
  discountRemoved: {
    it: 'Codice sconto rimosso dal carrello',
    en: 'Discount code removed from the cart',
    fr: 'Code de réduction retiré du panier',
    es: 'Código de descuento eliminado del carrito',
  },
  addressNotFound: {
    it: 'Indirizzo non trovato',
    en: 'Address not found',
    fr: 'Adresse introuvable',
    es: 'Dirección no encontrada',
  },
  emptyBasket: {
    it: 'Il carrello è vuoto',
    en: 'The cart is empty',
    fr: 'Le panier est vide',
    es: 'El carrito está vacío',
  },
  outOfStockBooks: {
    it: 'Altri lettori hanno appena preso le ultime copie di: {books}. Aggiorna il carrello e riprova.',
    en: 'Other readers have just taken the last copies of: {books}. Refresh your cart and try again.',
    fr: 'D’autres lecteurs viennent de prendre les derniers exemplaires de : {books}. Actualisez votre panier et réessayez.',
    es: 'Otros lectores acaban de llevarse los últimos ejemplares de: {books}. Actualiza tu cesta y vuelve a intentarlo.',
  },
  unavailableBooks: {
    it: 'Rimuovi o sposta in Wishlist i libri non disponibili: {books}',
    en: 'Remove the unavailable books or move them to your wishlist: {books}',
    fr: 'Retirez les livres indisponibles ou déplacez-les dans votre liste de souhaits : {books}',
    es: 'Elimina los libros no disponibles o muévelos a tu lista de deseos: {books}',
  },
  shippingAddressRequired: {
    it: 'Scegli un indirizzo di spedizione',
    en: 'Choose a shipping address',
    fr: 'Choisissez une adresse de livraison',
    es: 'Elige una dirección de envío',
  },
  billingIncomplete: {
    it: 'Dati di fatturazione incompleti, contattare lo staff',
    en: 'Incomplete billing data, please contact the staff',
    fr: 'Données de facturation incomplètes, contactez le personnel',
    es: 'Datos de facturación incompletos, contacta con el personal',
  },
  paymentMethodNotAllowed: {
    it: 'Metodo di pagamento non disponibile per questo ordine',
    en: 'This payment method is not available for this order',
    fr: "Ce moyen de paiement n'est pas disponible pour cette commande",
    es: 'Este método de pago no está disponible para este pedido',
  },
  storeCreditChanged: {
    it: 'Il credito del borsellino è cambiato: ricarica la pagina',
    en: 'Your store credit has changed: reload the page',
    fr: 'Votre crédit a changé : rechargez la page',
    es: 'Tu saldo ha cambiado: recarga la página',
  },
  orderNotFound: {
    it: 'Ordine non trovato',
    en: 'Order not found',
    fr: 'Commande introuvable',
    es: 'Pedido no encontrado',
  },
  orderNotPayable: {
    it: 'Questo ordine non può più essere pagato',
    en: 'This order can no longer be paid',
    fr: 'Cette commande ne peut plus être payée',
    es: 'Este pedido ya no se puede pagar',
  },
  orderNotCancellable: {
    it: 'Questo ordine non è più in attesa di pagamento, quindi non si può annullare',
    en: 'This order is no longer waiting for its payment, so it cannot be cancelled',
    fr: 'Cette commande n’attend plus son paiement : elle ne peut plus être annulée',
    es: 'Este pedido ya no está pendiente de pago, así que no se puede anular',
  },
  noTransferAwaited: {
    it: 'Nessun bonifico di questo ordine è in attesa',
    en: 'No bank transfer of this order is awaited',
    fr: 'Aucun virement de cette commande n’est attendu',
    es: 'No se espera ninguna transferencia de este pedido',
  },
  cardDeclined: {
    it: 'La carta è stata rifiutata',
    en: 'The card was declined',
    fr: 'La carte a été refusée',
    es: 'La tarjeta ha sido rechazada',
  },
  cardInvalid: {
    it: 'Dati della carta non validi',
    en: 'Invalid card details',
    fr: 'Données de carte non valides',
    es: 'Datos de la tarjeta no válidos',
  },
  authenticationFailed: {
    it: 'Autenticazione del pagamento non riuscita',
    en: 'Payment authentication failed',
    fr: "L'authentification du paiement a échoué",
    es: 'La autenticación del pago ha fallado',
  },
  adminInvalidText: {
    it: 'Compila il campo (al massimo {max} caratteri)',
    en: 'Fill in the field (at most {max} characters)',
    fr: 'Remplissez le champ ({max} caractères au maximum)',
    es: 'Rellena el campo (máximo {max} caracteres)',
  },
  adminInvalidCountry: {
    it: 'Paese non valido',
    en: 'Invalid country',
    fr: 'Pays non valide',
    es: 'País no válido',
  },
  adminInvalidCode: {
    it: 'Il codice va da 3 a 32 caratteri: lettere, cifre, - e _',
    en: 'The code takes 3 to 32 characters: letters, digits, - and _',
    fr: 'Le code compte de 3 à 32 caractères : lettres, chiffres, - et _',
    es: 'El código tiene de 3 a 32 caracteres: letras, cifras, - y _',
  },
  adminInvalidPercent: {
    it: 'La percentuale va da 1 a 100',
    en: 'The percentage goes from 1 to 100',
    fr: 'Le pourcentage va de 1 à 100',
    es: 'El porcentaje va de 1 a 100',
  },
  adminInvalidAmount: {
    it: 'Importo non valido',
    en: 'Invalid amount',
    fr: 'Montant non valide',
    es: 'Importe no válido',
  },
  adminInvalidMaxUses: {
    it: 'Il numero di utilizzi va da 1 in su',
    en: 'The number of uses starts at 1',
    fr: 'Le nombre d’utilisations commence à 1',
    es: 'El número de usos empieza en 1',
  },
  adminInvalidDate: {
    it: 'Data non valida',
    en: 'Invalid date',
    fr: 'Date non valide',
    es: 'Fecha no válida',
  },
  adminInvalidLanguage: {
    it: 'Lingua non valida',
    en: 'Invalid language',
    fr: 'Langue non valide',
    es: 'Idioma no válido',
  },
  adminEmailTaken: {
    it: 'Esiste già un account con questa email',
    en: 'An account with this email already exists',
    fr: 'Un compte avec cette adresse e-mail existe déjà',
    es: 'Ya existe una cuenta con este correo electrónico',
  },
  adminCodeTaken: {
    it: 'Esiste già un codice sconto con questo nome',
    en: 'A discount code with this name already exists',
    fr: 'Un code de réduction portant ce nom existe déjà',
    es: 'Ya existe un código de descuento con este nombre',
  },
  adminBookshopNotFound: {
    it: 'Libreria non trovata',
    en: 'Bookshop not found',
    fr: 'Librairie introuvable',
    es: 'Librería no encontrada',
  },
  adminBookshopClosed: {
    it: 'La libreria è già chiusa',
    en: 'The bookshop is already closed',
    fr: 'La librairie est déjà fermée',
    es: 'La librería ya está cerrada',
  },
  adminCodeNotFound: {
    it: 'Codice sconto non trovato',
    en: 'Discount code not found',
    fr: 'Code de réduction introuvable',
    es: 'Código de descuento no encontrado',
  },
  adminAccountNotFound: {
    it: 'Nessun account con questa email',
    en: 'No account with this email',
    fr: 'Aucun compte avec cette adresse e-mail',
    es: 'Ninguna cuenta con este correo electrónico',
  },
  adminStoreCreditBelowZero: {
    it: 'Il borsellino non può scendere sotto zero',
    en: 'Store credit cannot go below zero',
    fr: 'Le crédit ne peut pas descendre en dessous de zéro',
    es: 'El saldo no puede bajar de cero',
  },
} satisfies Record<string, Record<Lang, string>>;

export type MessageKey = keyof typeof messages;

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(messages, key);
}

export function translate(
  lang: Lang,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  return messages[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}
