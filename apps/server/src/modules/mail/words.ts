import type { Lang } from '@scaffale/domain/languages';
import { typeset } from '@scaffale/domain/locale';
import type { PaymentMethodCode } from '@scaffale/domain/payments';
import type { ShippingType } from '@scaffale/domain/shipping';

// Every word of the messages, in the four languages: the type makes a missing translation a
// compile error. '{name}' placeholders are filled by fill(); the values are escaped for HTML
// by the layout, never here. French is written here with plain spaces before ':', ';', '»'
// and after '«'; fill() makes them the narrow no-break spaces French typography wants
// (typeset, the domain's locale, which the pages share).

type Words = Record<Lang, string>;

const words = {
  greeting: { it: 'Ciao {name},', en: 'Hello {name},', fr: 'Bonjour {name},', es: 'Hola, {name}:' },
  greetingNoName: { it: 'Ciao,', en: 'Hello,', fr: 'Bonjour,', es: 'Hola:' },
  signature: {
    it: 'A presto, da {brand}',
    en: 'See you soon, from {brand}',
    fr: 'À bientôt, de la part de {brand}',
    es: 'Hasta pronto, de {brand}',
  },
  footer: {
    it: 'Hai ricevuto questa email perché hai un account su {brand}.',
    en: 'You received this email because you have an account on {brand}.',
    fr: 'Vous recevez cet e-mail parce que vous avez un compte sur {brand}.',
    es: 'Recibes este correo porque tienes una cuenta en {brand}.',
  },

  returnRequestedSubject: {
    it: 'Richiesta di recesso per l’ordine {number}',
    en: 'Withdrawal request for order {number}',
    fr: 'Demande de rétractation pour la commande {number}',
    es: 'Solicitud de desistimiento del pedido {number}',
  },
  returnRequestedText: {
    it: 'il cliente dell’ordine {number} ha esercitato il diritto di recesso per questi libri di {bookshop}. Accetta o rifiuta la richiesta nella tua area: il rimborso è dovuto entro 14 giorni dalla richiesta.',
    en: 'the buyer of order {number} has withdrawn from the purchase of these books from {bookshop}. Accept or refuse the request in your area: the refund is due within 14 days of the request.',
    fr: 'l’acheteur de la commande {number} a exercé son droit de rétractation pour ces livres de {bookshop}. Acceptez ou refusez la demande dans votre espace : le remboursement est dû dans les 14 jours suivant la demande.',
    es: 'el comprador del pedido {number} ha desistido de la compra de estos libros de {bookshop}. Acepta o rechaza la solicitud en tu área: el reembolso se debe en 14 días desde la solicitud.',
  },
  returnBuyerReason: {
    it: 'Il motivo indicato dal cliente: «{reason}»',
    en: 'The buyer’s reason: “{reason}”',
    fr: 'Le motif indiqué par l’acheteur : « {reason} »',
    es: 'El motivo indicado por el comprador: «{reason}»',
  },
  returnAcceptedSubject: {
    it: 'Reso accettato: ordine {number}',
    en: 'Return accepted: order {number}',
    fr: 'Retour accepté : commande {number}',
    es: 'Devolución aceptada: pedido {number}',
  },
  returnAcceptedText: {
    it: '{bookshop} ha accettato il tuo recesso. Rispedisci i libri qui sotto alla libreria (la spedizione di ritorno è a tuo carico): ti rimborseremo appena li riceve.',
    en: '{bookshop} has accepted your withdrawal. Send the books below back to the bookshop (the return postage is yours): we refund you as soon as it receives them.',
    fr: '{bookshop} a accepté votre rétractation. Renvoyez les livres ci-dessous à la librairie (les frais de retour sont à votre charge) : nous vous rembourserons dès leur réception.',
    es: '{bookshop} ha aceptado tu desistimiento. Devuelve los libros de abajo a la librería (el envío de vuelta corre de tu cuenta): te reembolsaremos en cuanto los reciba.',
  },
  returnRefusedSubject: {
    it: 'Reso rifiutato: ordine {number}',
    en: 'Return refused: order {number}',
    fr: 'Retour refusé : commande {number}',
    es: 'Devolución rechazada: pedido {number}',
  },
  returnRefusedText: {
    it: '{bookshop} ha rifiutato la tua richiesta di recesso per questi libri, con questo motivo: «{reason}». Se non sei d’accordo, rispondi a questa email.',
    en: '{bookshop} has refused your withdrawal request for these books, for this reason: “{reason}”. If you disagree, reply to this email.',
    fr: '{bookshop} a refusé votre demande de rétractation pour ces livres, pour ce motif : « {reason} ». Si vous n’êtes pas d’accord, répondez à cet e-mail.',
    es: '{bookshop} ha rechazado tu solicitud de desistimiento de estos libros, por este motivo: «{reason}». Si no estás de acuerdo, responde a este correo.',
  },
  returnRefundedSubject: {
    it: 'Reso rimborsato: ordine {number}',
    en: 'Return refunded: order {number}',
    fr: 'Retour remboursé : commande {number}',
    es: 'Devolución reembolsada: pedido {number}',
  },
  returnRefundedText: {
    it: '{bookshop} ha ricevuto i libri che hai restituito: ecco il rimborso.',
    en: '{bookshop} has received the books you returned: here is your refund.',
    fr: '{bookshop} a reçu les livres que vous avez renvoyés : voici votre remboursement.',
    es: '{bookshop} ha recibido los libros que devolviste: aquí tienes tu reembolso.',
  },
  returnOverdueSubject: {
    it: 'Reso in ritardo: ordine {number}',
    en: 'Return overdue: order {number}',
    fr: 'Retour en retard : commande {number}',
    es: 'Devolución con retraso: pedido {number}',
  },
  returnOverdueText: {
    it: 'sono passati 14 giorni dalla richiesta di recesso per questi libri di {bookshop} (ordine {number}) e il cliente non è ancora stato rimborsato, come la legge chiede. Gestisci il reso nell’area della libreria.',
    en: '14 days have passed since the withdrawal request for these books from {bookshop} (order {number}) and the buyer has not been refunded yet, as the law requires. Handle the return in the bookshop area.',
    fr: '14 jours se sont écoulés depuis la demande de rétractation pour ces livres de {bookshop} (commande {number}) et l’acheteur n’a pas encore été remboursé, comme la loi l’exige. Traitez le retour dans l’espace librairie.',
    es: 'han pasado 14 días desde la solicitud de desistimiento de estos libros de {bookshop} (pedido {number}) y el comprador aún no ha sido reembolsado, como exige la ley. Gestiona la devolución en el área de la librería.',
  },

  statementSubject: {
    it: 'Il tuo estratto conto di {month} su {brand}',
    en: 'Your {brand} statement for {month}',
    fr: 'Votre relevé {brand} de {month}',
    es: 'Tu extracto de {brand} de {month}',
  },
  statementText: {
    it: 'ecco il riepilogo di {month} per {bookshop}: le vendite, i rimborsi, la commissione e i pagamenti ricevuti. Ogni movimento è nella pagina Incassi, da cui puoi anche stamparlo o scaricarlo in CSV.',
    en: 'here is the summary of {month} for {bookshop}: sales, refunds, commission and the payouts you received. Every entry is on the Payouts page, where you can also print it or download it as CSV.',
    fr: 'voici le récapitulatif de {month} pour {bookshop} : les ventes, les remboursements, la commission et les versements reçus. Chaque mouvement figure sur la page Encaissements, d’où vous pouvez aussi l’imprimer ou le télécharger en CSV.',
    es: 'aquí tienes el resumen de {month} de {bookshop}: las ventas, los reembolsos, la comisión y los pagos recibidos. Cada movimiento está en la página Cobros, desde donde también puedes imprimirlo o descargarlo en CSV.',
  },
  statementOpening: {
    it: 'Saldo iniziale',
    en: 'Opening balance',
    fr: 'Solde initial',
    es: 'Saldo inicial',
  },
  statementSales: { it: 'Vendite', en: 'Sales', fr: 'Ventes', es: 'Ventas' },
  statementRefunds: { it: 'Rimborsi', en: 'Refunds', fr: 'Remboursements', es: 'Reembolsos' },
  statementCommission: { it: 'Commissione', en: 'Commission', fr: 'Commission', es: 'Comisión' },
  statementPaidOut: { it: 'Pagato alla libreria', en: 'Paid out', fr: 'Versé', es: 'Pagado' },
  statementAdjustments: { it: 'Rettifiche', en: 'Adjustments', fr: 'Ajustements', es: 'Ajustes' },
  statementClosing: {
    it: 'Saldo finale',
    en: 'Closing balance',
    fr: 'Solde final',
    es: 'Saldo final',
  },
  statementAction: {
    it: 'Apri l’estratto conto',
    en: 'Open the statement',
    fr: 'Ouvrir le relevé',
    es: 'Abrir el extracto',
  },

  welcomeSubject: {
    it: 'Benvenuto su {brand}',
    en: 'Welcome to {brand}',
    fr: 'Bienvenue sur {brand}',
    es: 'Te damos la bienvenida a {brand}',
  },
  welcomeText: {
    it: 'il tuo account è pronto: puoi comprare libri da tante librerie indipendenti in un solo carrello.',
    en: 'your account is ready: you can buy books from many independent bookshops in one cart.',
    fr: 'votre compte est prêt : vous pouvez acheter des livres de nombreuses librairies indépendantes dans un seul panier.',
    es: 'tu cuenta está lista: puedes comprar libros de muchas librerías independientes en un solo carrito.',
  },
  welcomeAction: {
    it: 'Inizia a cercare libri',
    en: 'Start looking for books',
    fr: 'Commencer à chercher des livres',
    es: 'Empieza a buscar libros',
  },

  resetSubject: {
    it: 'Reimposta la tua password di {brand}',
    en: 'Reset your {brand} password',
    fr: 'Réinitialisez votre mot de passe {brand}',
    es: 'Restablece tu contraseña de {brand}',
  },
  resetText: {
    it: 'abbiamo ricevuto una richiesta di reimpostare la password del tuo account. Il link vale un’ora e si può usare una volta sola; dopo il cambio, ogni altra sessione del tuo account viene chiusa.',
    en: 'we received a request to reset your account’s password. The link is valid for one hour and can be used once; after the change, every other session of your account is ended.',
    fr: 'nous avons reçu une demande de réinitialisation du mot de passe de votre compte. Le lien est valable une heure et ne peut servir qu’une fois ; après le changement, toutes les autres sessions de votre compte sont fermées.',
    es: 'hemos recibido una solicitud para restablecer la contraseña de tu cuenta. El enlace es válido durante una hora y solo se puede usar una vez; tras el cambio, se cierran todas las demás sesiones de tu cuenta.',
  },
  resetAction: {
    it: 'Scegli una nuova password',
    en: 'Choose a new password',
    fr: 'Choisir un nouveau mot de passe',
    es: 'Elige una nueva contraseña',
  },
  resetIgnore: {
    it: 'Se non sei stato tu, ignora questa email: la tua password resta quella di prima.',
    en: 'If it was not you, ignore this email: your password stays as it was.',
    fr: 'Si ce n’était pas vous, ignorez cet e-mail : votre mot de passe reste inchangé.',
    es: 'Si no has sido tú, ignora este correo: tu contraseña no cambia.',
  },

  emailConfirmSubject: {
    it: 'Conferma il tuo nuovo indirizzo email su {brand}',
    en: 'Confirm your new email address on {brand}',
    fr: 'Confirmez votre nouvelle adresse e-mail sur {brand}',
    es: 'Confirma tu nueva dirección de correo en {brand}',
  },
  emailConfirmText: {
    it: 'hai chiesto di usare questo indirizzo per il tuo account. Il cambio vale solo quando apri il link qui sotto: vale 24 ore e si può usare una volta sola.',
    en: 'you asked to use this address for your account. The change takes effect only once you open the link below: it is valid for 24 hours and can be used once.',
    fr: 'vous avez demandé à utiliser cette adresse pour votre compte. Le changement ne prend effet qu’une fois le lien ci-dessous ouvert : il est valable 24 heures et ne peut servir qu’une fois.',
    es: 'has pedido usar esta dirección para tu cuenta. El cambio solo se aplica cuando abres el enlace de abajo: es válido durante 24 horas y solo se puede usar una vez.',
  },
  emailConfirmAction: {
    it: 'Conferma il nuovo indirizzo',
    en: 'Confirm the new address',
    fr: 'Confirmer la nouvelle adresse',
    es: 'Confirmar la nueva dirección',
  },
  emailConfirmIgnore: {
    it: 'Se non sei stato tu, ignora questa email: nessun account userà questo indirizzo.',
    en: 'If it was not you, ignore this email: no account will use this address.',
    fr: 'Si ce n’était pas vous, ignorez cet e-mail : aucun compte n’utilisera cette adresse.',
    es: 'Si no has sido tú, ignora este correo: ninguna cuenta usará esta dirección.',
  },
  emailNoticeSubject: {
    it: 'L’email del tuo account {brand} sta per cambiare',
    en: 'The email of your {brand} account is being changed',
    fr: 'L’adresse e-mail de votre compte {brand} est en cours de modification',
    es: 'El correo de tu cuenta de {brand} está a punto de cambiar',
  },
  emailNoticeText: {
    it: 'abbiamo ricevuto una richiesta di cambiare l’email del tuo account da questo indirizzo a {email}. Il cambio vale quando qualcuno apre il link che abbiamo inviato a {email}.',
    en: 'we received a request to change the email of your account from this address to {email}. The change takes effect once the link we sent to {email} is opened.',
    fr: 'nous avons reçu une demande de changement de l’adresse e-mail de votre compte, de cette adresse vers {email}. Le changement prend effet dès que le lien envoyé à {email} est ouvert.',
    es: 'hemos recibido una solicitud para cambiar el correo de tu cuenta de esta dirección a {email}. El cambio se aplica cuando se abre el enlace que hemos enviado a {email}.',
  },
  emailNoticeUndo: {
    it: 'Se non sei stato tu, annulla il cambio con il link qui sotto entro 7 giorni: il tuo account torna a questo indirizzo, ogni sua sessione viene chiusa e ti mandiamo un link per scegliere una nuova password (chi ha chiesto il cambio conosceva quella attuale).',
    en: 'If it was not you, undo the change with the link below within 7 days: your account gets this address back, every session of it is ended, and we send you a link to choose a new password (whoever asked for the change knew the current one).',
    fr: 'Si ce n’était pas vous, annulez le changement avec le lien ci-dessous dans les 7 jours : votre compte retrouve cette adresse, toutes ses sessions sont fermées et nous vous envoyons un lien pour choisir un nouveau mot de passe (l’auteur de la demande connaissait l’actuel).',
    es: 'Si no has sido tú, deshaz el cambio con el enlace de abajo en un plazo de 7 días: tu cuenta recupera esta dirección, se cierran todas sus sesiones y te enviamos un enlace para elegir una nueva contraseña (quien pidió el cambio conocía la actual).',
  },
  emailNoticeAction: {
    it: 'Annulla il cambio di email',
    en: 'Undo the email change',
    fr: 'Annuler le changement d’adresse e-mail',
    es: 'Deshacer el cambio de correo',
  },

  placedSubject: {
    it: 'Ordine {number} ricevuto',
    en: 'Order {number} received',
    fr: 'Commande {number} reçue',
    es: 'Pedido {number} recibido',
  },
  placedText: {
    it: 'grazie per il tuo ordine {number}. Ogni libreria conferma la sua parte e la spedisce o la prepara per il ritiro; ti scriviamo a ogni passo.',
    en: 'thank you for your order {number}. Each bookshop confirms its part and ships it or gets it ready for pickup; we will write to you at every step.',
    fr: 'merci pour votre commande {number}. Chaque librairie confirme sa partie puis l’expédie ou la prépare pour le retrait ; nous vous écrivons à chaque étape.',
    es: 'gracias por tu pedido {number}. Cada librería confirma su parte y la envía o la prepara para recoger; te escribimos en cada paso.',
  },
  bookshop: { it: 'Libreria', en: 'Bookshop', fr: 'Librairie', es: 'Librería' },
  book: { it: 'Libro', en: 'Book', fr: 'Livre', es: 'Libro' },
  quantity: { it: 'Quantità', en: 'Quantity', fr: 'Quantité', es: 'Cantidad' },
  amount: { it: 'Importo', en: 'Amount', fr: 'Montant', es: 'Importe' },
  shipping: { it: 'Spedizione', en: 'Shipping', fr: 'Livraison', es: 'Envío' },
  goods: { it: 'Libri', en: 'Books', fr: 'Livres', es: 'Libros' },
  discount: { it: 'Sconto', en: 'Discount', fr: 'Remise', es: 'Descuento' },
  storeCredit: { it: 'Borsellino', en: 'Wallet', fr: 'Porte-monnaie', es: 'Monedero' },
  total: { it: 'Totale', en: 'Total', fr: 'Total', es: 'Total' },
  paymentMethod: {
    it: 'Pagamento',
    en: 'Payment',
    fr: 'Paiement',
    es: 'Pago',
  },
  followOrders: {
    it: 'Segui i tuoi ordini',
    en: 'Follow your orders',
    fr: 'Suivre vos commandes',
    es: 'Sigue tus pedidos',
  },

  transferSubject: {
    it: 'Ordine {number}: le istruzioni per il bonifico',
    en: 'Order {number}: bank transfer instructions',
    fr: 'Commande {number} : les instructions du virement',
    es: 'Pedido {number}: instrucciones para la transferencia',
  },
  transferText: {
    it: 'per completare l’ordine {number} esegui un bonifico di {amount} entro il {date}, indicando nella causale il riferimento qui sotto. Fino ad allora teniamo da parte i tuoi libri; dopo quella data l’ordine viene annullato.',
    en: 'to complete order {number}, make a bank transfer of {amount} by {date}, with the reference below in the payment description. Until then your books are held for you; after that date the order is cancelled.',
    fr: 'pour finaliser la commande {number}, effectuez un virement de {amount} avant le {date}, avec la référence ci-dessous dans le libellé. D’ici là, vos livres vous sont réservés ; après cette date, la commande est annulée.',
    es: 'para completar el pedido {number}, haz una transferencia de {amount} antes del {date}, con la referencia de abajo en el concepto. Hasta entonces guardamos tus libros; después de esa fecha el pedido se anula.',
  },
  reference: { it: 'Riferimento', en: 'Reference', fr: 'Référence', es: 'Referencia' },
  payBy: { it: 'Entro il', en: 'By', fr: 'Avant le', es: 'Antes del' },
  beneficiary: { it: 'Beneficiario', en: 'Beneficiary', fr: 'Bénéficiaire', es: 'Beneficiario' },
  iban: { it: 'IBAN', en: 'IBAN', fr: 'IBAN', es: 'IBAN' },
  bic: { it: 'BIC', en: 'BIC', fr: 'BIC', es: 'BIC' },
  testAccount: {
    it: 'Questo è un conto di prova: non inviare denaro. In questa installazione i pagamenti sono simulati.',
    en: 'This is a test account: do not send money to it. Payments are simulated on this installation.',
    fr: 'Ceci est un compte de test : n’y envoyez pas d’argent. Sur cette installation, les paiements sont simulés.',
    es: 'Esta es una cuenta de prueba: no envíes dinero. En esta instalación los pagos son simulados.',
  },
  receivedSubject: {
    it: 'Ordine {number}: bonifico ricevuto',
    en: 'Order {number}: bank transfer received',
    fr: 'Commande {number} : virement reçu',
    es: 'Pedido {number}: transferencia recibida',
  },
  receivedText: {
    it: 'abbiamo ricevuto il tuo bonifico di {amount} per l’ordine {number}: l’ordine è pagato e le librerie lo stanno preparando. Ti scriviamo quando lo confermano e quando parte.',
    en: 'we have received your bank transfer of {amount} for order {number}: the order is paid and the bookshops are preparing it. We will write when they confirm it and when it leaves.',
    fr: 'nous avons reçu votre virement de {amount} pour la commande {number} : la commande est payée et les librairies la préparent. Nous vous écrirons quand elles la confirment et quand elle part.',
    es: 'hemos recibido tu transferencia de {amount} del pedido {number}: el pedido está pagado y las librerías lo están preparando. Te escribiremos cuando lo confirmen y cuando salga.',
  },
  reminderSubject: {
    it: 'Ordine {number}: il bonifico è atteso entro il {date}',
    en: 'Order {number}: the bank transfer is due by {date}',
    fr: 'Commande {number} : le virement est attendu avant le {date}',
    es: 'Pedido {number}: la transferencia vence el {date}',
  },
  reminderText: {
    it: 'non abbiamo ancora ricevuto il bonifico di {amount} per l’ordine {number}. Se non arriva entro il {date}, l’ordine viene annullato e i libri tornano disponibili.',
    en: 'we have not received the bank transfer of {amount} for order {number} yet. If it does not arrive by {date}, the order is cancelled and the books go back on sale.',
    fr: 'nous n’avons pas encore reçu le virement de {amount} pour la commande {number}. S’il n’arrive pas avant le {date}, la commande est annulée et les livres sont remis en vente.',
    es: 'todavía no hemos recibido la transferencia de {amount} del pedido {number}. Si no llega antes del {date}, el pedido se anula y los libros vuelven a estar a la venta.',
  },
  expiredSubject: {
    it: 'Ordine {number} annullato: il bonifico non è arrivato',
    en: 'Order {number} cancelled: the bank transfer did not arrive',
    fr: 'Commande {number} annulée : le virement n’est pas arrivé',
    es: 'Pedido {number} anulado: la transferencia no ha llegado',
  },
  expiredText: {
    it: 'il bonifico per l’ordine {number} non è arrivato entro 5 giorni, quindi l’ordine è stato annullato. Se paghi ora, il pagamento ti sarà restituito o l’ordine ripristinato se i libri sono ancora disponibili.',
    en: 'the bank transfer for order {number} did not arrive within 5 days, so the order has been cancelled. Should you pay now, the payment is given back, or the order restored if the books are still available.',
    fr: 'le virement de la commande {number} n’est pas arrivé dans les 5 jours : la commande a été annulée. Si vous payez maintenant, le paiement vous sera rendu, ou la commande rétablie si les livres sont encore disponibles.',
    es: 'la transferencia del pedido {number} no ha llegado en 5 días, así que el pedido se ha anulado. Si pagas ahora, se te devolverá el pago, o se restablecerá el pedido si los libros siguen disponibles.',
  },

  toConfirmSubject: {
    it: 'Nuovo ordine {number} da confermare',
    en: 'New order {number} to confirm',
    fr: 'Nouvelle commande {number} à confirmer',
    es: 'Nuevo pedido {number} por confirmar',
  },
  toConfirmText: {
    it: '{bookshop} ha un nuovo ordine, {number}: confermalo o rifiuta le righe che non puoi fornire entro il {date}. Trascorso quel termine l’ordine viene annullato e rimborsato.',
    en: '{bookshop} has a new order, {number}: confirm it, or reject the lines you cannot supply, by {date}. After that it is cancelled and refunded.',
    fr: '{bookshop} a une nouvelle commande, {number} : confirmez-la, ou refusez les lignes que vous ne pouvez pas fournir, avant le {date}. Passé ce délai, elle est annulée et remboursée.',
    es: '{bookshop} tiene un nuevo pedido, {number}: confírmalo, o rechaza las líneas que no puedas servir, antes del {date}. Pasado ese plazo se anula y se reembolsa.',
  },
  confirmReminderSubject: {
    it: 'Ordine {number}: da confermare entro il {date}',
    en: 'Order {number}: to confirm by {date}',
    fr: 'Commande {number} : à confirmer avant le {date}',
    es: 'Pedido {number}: por confirmar antes del {date}',
  },
  confirmReminderText: {
    it: 'l’ordine {number} di {bookshop} aspetta ancora la conferma. Manca meno di un giorno: dopo il {date} viene annullato e rimborsato.',
    en: 'order {number} for {bookshop} is still waiting to be confirmed. Less than a day is left: after {date} it is cancelled and refunded.',
    fr: 'la commande {number} de {bookshop} attend toujours sa confirmation. Il reste moins d’un jour : après le {date}, elle est annulée et remboursée.',
    es: 'el pedido {number} de {bookshop} sigue esperando la confirmación. Queda menos de un día: después del {date} se anula y se reembolsa.',
  },
  openArea: {
    it: 'Apri l’area libreria',
    en: 'Open the bookshop area',
    fr: 'Ouvrir l’espace librairie',
    es: 'Abrir el área de la librería',
  },

  acceptedSubject: {
    it: 'Ordine {number}: {bookshop} ha confermato',
    en: 'Order {number}: {bookshop} has confirmed',
    fr: 'Commande {number} : {bookshop} a confirmé',
    es: 'Pedido {number}: {bookshop} ha confirmado',
  },
  acceptedText: {
    it: '{bookshop} ha confermato la sua parte dell’ordine {number} e la sta preparando.',
    en: '{bookshop} has confirmed its part of order {number} and is getting it ready.',
    fr: '{bookshop} a confirmé sa partie de la commande {number} et la prépare.',
    es: '{bookshop} ha confirmado su parte del pedido {number} y la está preparando.',
  },
  shippedSubject: {
    it: 'Ordine {number}: {bookshop} ha spedito il tuo pacco',
    en: 'Order {number}: {bookshop} has shipped your parcel',
    fr: 'Commande {number} : {bookshop} a expédié votre colis',
    es: 'Pedido {number}: {bookshop} ha enviado tu paquete',
  },
  shippedText: {
    it: '{bookshop} ha spedito la sua parte dell’ordine {number}. Puoi seguirla con il codice qui sotto.',
    en: '{bookshop} has shipped its part of order {number}. You can follow it with the code below.',
    fr: '{bookshop} a expédié sa partie de la commande {number}. Vous pouvez la suivre avec le code ci-dessous.',
    es: '{bookshop} ha enviado su parte del pedido {number}. Puedes seguirla con el código de abajo.',
  },
  pickupAt: {
    it: 'Ritiro presso il negozio',
    en: 'Collect at the shop',
    fr: 'Retrait en boutique',
    es: 'Recogida en la tienda',
  },
  openingHours: {
    it: 'Orari di apertura',
    en: 'Opening hours',
    fr: "Horaires d'ouverture",
    es: 'Horario de apertura',
  },
  closed: { it: 'chiuso', en: 'closed', fr: 'fermé', es: 'cerrado' },
  carrier: { it: 'Corriere', en: 'Carrier', fr: 'Transporteur', es: 'Transportista' },
  trackingCode: {
    it: 'Codice di tracciamento',
    en: 'Tracking code',
    fr: 'Numéro de suivi',
    es: 'Código de seguimiento',
  },
  readySubject: {
    it: 'Ordine {number}: pronto per il ritiro da {bookshop}',
    en: 'Order {number}: ready for pickup at {bookshop}',
    fr: 'Commande {number} : prête à retirer chez {bookshop}',
    es: 'Pedido {number}: listo para recoger en {bookshop}',
  },
  readyText: {
    it: 'la tua parte dell’ordine {number} ti aspetta da {bookshop}, a {city}. Porta con te il numero d’ordine.',
    en: 'your part of order {number} is waiting for you at {bookshop}, in {city}. Bring the order number with you.',
    fr: 'votre partie de la commande {number} vous attend chez {bookshop}, à {city}. Munissez-vous du numéro de commande.',
    es: 'tu parte del pedido {number} te espera en {bookshop}, en {city}. Lleva contigo el número de pedido.',
  },
  rejectedSubject: {
    it: 'Ordine {number}: {bookshop} non può fornire alcuni libri',
    en: 'Order {number}: {bookshop} cannot supply some books',
    fr: 'Commande {number} : {bookshop} ne peut pas fournir certains livres',
    es: 'Pedido {number}: {bookshop} no puede servir algunos libros',
  },
  rejectedText: {
    it: '{bookshop} non può fornire i libri qui sotto dell’ordine {number}. Motivo: «{reason}».',
    en: '{bookshop} cannot supply the books below of order {number}. Reason: “{reason}”.',
    fr: '{bookshop} ne peut pas fournir les livres ci-dessous de la commande {number}. Motif : « {reason} ».',
    es: '{bookshop} no puede servir los libros de abajo del pedido {number}. Motivo: «{reason}».',
  },
  rejectedWhole: {
    it: 'Nessun libro di questa libreria resta nell’ordine: anche la spedizione è rimborsata.',
    en: 'No book from this bookshop is left in the order: its shipping is refunded too.',
    fr: 'Aucun livre de cette librairie ne reste dans la commande : sa livraison est remboursée aussi.',
    es: 'No queda ningún libro de esta librería en el pedido: también se reembolsa su envío.',
  },
  rejectedRest: {
    it: 'Gli altri libri di questa libreria restano nell’ordine.',
    en: 'The other books from this bookshop stay in the order.',
    fr: 'Les autres livres de cette librairie restent dans la commande.',
    es: 'Los demás libros de esta librería siguen en el pedido.',
  },
  cancelledSubject: {
    it: 'Ordine {number}: la parte di {bookshop} è annullata',
    en: 'Order {number}: the part from {bookshop} is cancelled',
    fr: 'Commande {number} : la partie de {bookshop} est annulée',
    es: 'Pedido {number}: la parte de {bookshop} se ha anulado',
  },
  cancelledByBuyer: {
    it: 'hai annullato la parte dell’ordine {number} di {bookshop}.',
    en: 'you cancelled the part of order {number} from {bookshop}.',
    fr: 'vous avez annulé la partie de la commande {number} de {bookshop}.',
    es: 'has anulado la parte del pedido {number} de {bookshop}.',
  },
  cancelledByDeadline: {
    it: '{bookshop} non ha confermato in tempo la sua parte dell’ordine {number}, che è stata annullata.',
    en: '{bookshop} did not confirm its part of order {number} in time, so it has been cancelled.',
    fr: '{bookshop} n’a pas confirmé à temps sa partie de la commande {number}, qui a été annulée.',
    es: '{bookshop} no confirmó a tiempo su parte del pedido {number}, que se ha anulado.',
  },

  // Where a refund goes: one sentence per destination (refunds rows, modules/mail/compose.ts).
  refundToMethod: {
    it: 'Ti restituiamo {amount} con il metodo con cui hai pagato: {method}.',
    en: 'We are giving {amount} back to the method you paid with: {method}.',
    fr: 'Nous vous rendons {amount} sur le moyen de paiement utilisé : {method}.',
    es: 'Te devolvemos {amount} con el método con el que pagaste: {method}.',
  },
  refundToBankAccount: {
    it: 'Ti restituiamo {amount} con un bonifico sul tuo conto: il nostro fornitore di pagamenti ti scriverà a {email} per chiederti il conto bancario su cui versarli.',
    en: 'We are giving {amount} back by bank transfer: our payment provider will email you at {email} to ask for the bank account to send it to.',
    fr: 'Nous vous rendons {amount} par virement : notre prestataire de paiement vous écrira à {email} pour vous demander le compte bancaire sur lequel verser la somme.',
    es: 'Te devolvemos {amount} por transferencia: nuestro proveedor de pagos te escribirá a {email} para pedirte la cuenta bancaria a la que enviarlo.',
  },
  refundToStoreCredit: {
    it: 'Ti restituiamo {amount} nel tuo Borsellino: puoi già usarli per un altro ordine.',
    en: 'We are giving {amount} back to your Wallet: you can use it on another order straight away.',
    fr: 'Nous vous rendons {amount} sur votre Porte-monnaie : vous pouvez déjà l’utiliser pour une autre commande.',
    es: 'Te devolvemos {amount} a tu Monedero: ya puedes usarlo en otro pedido.',
  },
  refundOwed: {
    it: 'L’ordine è a pagamento differito e non è ancora stato pagato: non c’è nulla da restituire, {amount} vengono detratti da quanto è dovuto per l’ordine.',
    en: 'The order is on deferred payment and has not been paid yet: there is nothing to give back, and {amount} is deducted from what is owed for it.',
    fr: 'La commande est en paiement différé et n’a pas encore été payée : il n’y a rien à rendre, et {amount} sont déduits de la somme due pour elle.',
    es: 'El pedido es de pago aplazado y aún no se ha pagado: no hay nada que devolver, y se descuentan {amount} de lo que se debe por él.',
  },

  // A part's parcel: what is in it at what was paid, and what the bookshop could not supply.
  parcelAccepted: {
    it: 'Confermati da {bookshop}',
    en: 'Confirmed by {bookshop}',
    fr: 'Confirmés par {bookshop}',
    es: 'Confirmados por {bookshop}',
  },
  parcelShipped: {
    it: 'Nel pacco di {bookshop}',
    en: 'In the parcel from {bookshop}',
    fr: 'Dans le colis de {bookshop}',
    es: 'En el paquete de {bookshop}',
  },
  parcelReady: {
    it: 'Da ritirare da {bookshop}',
    en: 'To collect at {bookshop}',
    fr: 'À retirer chez {bookshop}',
    es: 'Para recoger en {bookshop}',
  },
  paid: { it: 'Pagato', en: 'Paid', fr: 'Payé', es: 'Pagado' },
  notSupplied: {
    it: 'Non forniti: rimborsati',
    en: 'Not supplied: refunded',
    fr: 'Non fournis : remboursés',
    es: 'No servidos: reembolsados',
  },
  refund: { it: 'Rimborso', en: 'Refund', fr: 'Remboursement', es: 'Reembolso' },

  // To the bookshop's staff: its buyer cancelled the part before it was confirmed.
  buyerCancelledSubject: {
    it: 'Ordine {number}: il cliente ha annullato la parte di {bookshop}',
    en: 'Order {number}: the buyer cancelled the part from {bookshop}',
    fr: 'Commande {number} : le client a annulé la partie de {bookshop}',
    es: 'Pedido {number}: el cliente ha anulado la parte de {bookshop}',
  },
  buyerCancelledText: {
    it: 'il cliente ha annullato la parte dell’ordine {number} di {bookshop} prima che fosse confermata: non preparare i libri qui sotto. Non devi fare altro: al rimborso pensiamo noi.',
    en: 'the buyer cancelled the part of order {number} from {bookshop} before it was confirmed: do not prepare the books below. There is nothing else for you to do: we take care of the refund.',
    fr: 'le client a annulé la partie de la commande {number} de {bookshop} avant sa confirmation : ne préparez pas les livres ci-dessous. Vous n’avez rien d’autre à faire : nous nous occupons du remboursement.',
    es: 'el cliente ha anulado la parte del pedido {number} de {bookshop} antes de que se confirmara: no prepares los libros de abajo. No tienes que hacer nada más: nosotros nos encargamos del reembolso.',
  },
} satisfies Record<string, Words>;

export type WordKey = keyof typeof words;

/** A word in `lang`, its '{name}' placeholders filled from `values`. */
export function fill(
  lang: Lang,
  key: WordKey,
  values: Readonly<Record<string, string>> = {},
): string {
  // Typeset before filling: a value (a book's title, a reason) is printed as given.
  return typeset(lang, words[key][lang]).replace(
    /\{(\w+)\}/g,
    (match, name: string) => values[name] ?? match,
  );
}

const shippingWords: Record<ShippingType, Words> = {
  Shop_pickup: {
    it: 'Ritiro in libreria',
    en: 'Pickup at the bookshop',
    fr: 'Retrait en librairie',
    es: 'Recogida en la librería',
  },
  Economy: { it: 'Economica', en: 'Economy', fr: 'Économique', es: 'Económico' },
  Standard: { it: 'Standard', en: 'Standard', fr: 'Standard', es: 'Estándar' },
  Express: { it: 'Espressa', en: 'Express', fr: 'Express', es: 'Urgente' },
};

export function shippingName(lang: Lang, type: string): string {
  return type in shippingWords ? shippingWords[type as ShippingType][lang] : type;
}

const paymentWords: Record<PaymentMethodCode, Words> = {
  STRIPE: { it: 'Carta', en: 'Card', fr: 'Carte', es: 'Tarjeta' },
  STRIPE_WT: {
    it: 'Bonifico bancario',
    en: 'Bank transfer',
    fr: 'Virement bancaire',
    es: 'Transferencia bancaria',
  },
  BRAINTREE: { it: 'PayPal', en: 'PayPal', fr: 'PayPal', es: 'PayPal' },
  CASH_ON_DELIVERY: {
    it: 'Contrassegno',
    en: 'Cash on delivery',
    fr: 'Paiement à la livraison',
    es: 'Contra reembolso',
  },
  STORE_CREDIT: { it: 'Borsellino', en: 'Wallet', fr: 'Porte-monnaie', es: 'Monedero' },
  MANUAL: {
    it: 'Pagamento differito',
    en: 'Deferred payment',
    fr: 'Paiement différé',
    es: 'Pago aplazado',
  },
};

/** The payment method's name; an order its store credit paid whole has none. */
export function paymentName(lang: Lang, method: PaymentMethodCode | null): string {
  return paymentWords[method ?? 'STORE_CREDIT'][lang];
}
