// Italian reference data and fiscal-code validators. Pure: no I/O, safe in browser and server.

export interface Province {
  /** The two-letter sigla (as on number plates and in addresses). */
  code: string;
  name: string;
}

/**
 * The 107 provinces, metropolitan cities and equivalent territorial units of ISTAT's list
 * (2017 configuration, with Sud Sardegna), sorted by name for a dropdown.
 */
export const PROVINCES: readonly Province[] = [
  { code: 'AG', name: 'Agrigento' },
  { code: 'AL', name: 'Alessandria' },
  { code: 'AN', name: 'Ancona' },
  { code: 'AO', name: 'Aosta' },
  { code: 'AR', name: 'Arezzo' },
  { code: 'AP', name: 'Ascoli Piceno' },
  { code: 'AT', name: 'Asti' },
  { code: 'AV', name: 'Avellino' },
  { code: 'BA', name: 'Bari' },
  { code: 'BT', name: 'Barletta-Andria-Trani' },
  { code: 'BL', name: 'Belluno' },
  { code: 'BN', name: 'Benevento' },
  { code: 'BG', name: 'Bergamo' },
  { code: 'BI', name: 'Biella' },
  { code: 'BO', name: 'Bologna' },
  { code: 'BZ', name: 'Bolzano' },
  { code: 'BS', name: 'Brescia' },
  { code: 'BR', name: 'Brindisi' },
  { code: 'CA', name: 'Cagliari' },
  { code: 'CL', name: 'Caltanissetta' },
  { code: 'CB', name: 'Campobasso' },
  { code: 'CE', name: 'Caserta' },
  { code: 'CT', name: 'Catania' },
  { code: 'CZ', name: 'Catanzaro' },
  { code: 'CH', name: 'Chieti' },
  { code: 'CO', name: 'Como' },
  { code: 'CS', name: 'Cosenza' },
  { code: 'CR', name: 'Cremona' },
  { code: 'KR', name: 'Crotone' },
  { code: 'CN', name: 'Cuneo' },
  { code: 'EN', name: 'Enna' },
  { code: 'FM', name: 'Fermo' },
  { code: 'FE', name: 'Ferrara' },
  { code: 'FI', name: 'Firenze' },
  { code: 'FG', name: 'Foggia' },
  { code: 'FC', name: 'Forlì-Cesena' },
  { code: 'FR', name: 'Frosinone' },
  { code: 'GE', name: 'Genova' },
  { code: 'GO', name: 'Gorizia' },
  { code: 'GR', name: 'Grosseto' },
  { code: 'IM', name: 'Imperia' },
  { code: 'IS', name: 'Isernia' },
  { code: 'AQ', name: "L'Aquila" },
  { code: 'SP', name: 'La Spezia' },
  { code: 'LT', name: 'Latina' },
  { code: 'LE', name: 'Lecce' },
  { code: 'LC', name: 'Lecco' },
  { code: 'LI', name: 'Livorno' },
  { code: 'LO', name: 'Lodi' },
  { code: 'LU', name: 'Lucca' },
  { code: 'MC', name: 'Macerata' },
  { code: 'MN', name: 'Mantova' },
  { code: 'MS', name: 'Massa-Carrara' },
  { code: 'MT', name: 'Matera' },
  { code: 'ME', name: 'Messina' },
  { code: 'MI', name: 'Milano' },
  { code: 'MO', name: 'Modena' },
  { code: 'MB', name: 'Monza e della Brianza' },
  { code: 'NA', name: 'Napoli' },
  { code: 'NO', name: 'Novara' },
  { code: 'NU', name: 'Nuoro' },
  { code: 'OR', name: 'Oristano' },
  { code: 'PD', name: 'Padova' },
  { code: 'PA', name: 'Palermo' },
  { code: 'PR', name: 'Parma' },
  { code: 'PV', name: 'Pavia' },
  { code: 'PG', name: 'Perugia' },
  { code: 'PU', name: 'Pesaro e Urbino' },
  { code: 'PE', name: 'Pescara' },
  { code: 'PC', name: 'Piacenza' },
  { code: 'PI', name: 'Pisa' },
  { code: 'PT', name: 'Pistoia' },
  { code: 'PN', name: 'Pordenone' },
  { code: 'PZ', name: 'Potenza' },
  { code: 'PO', name: 'Prato' },
  { code: 'RG', name: 'Ragusa' },
  { code: 'RA', name: 'Ravenna' },
  { code: 'RC', name: 'Reggio Calabria' },
  { code: 'RE', name: 'Reggio Emilia' },
  { code: 'RI', name: 'Rieti' },
  { code: 'RN', name: 'Rimini' },
  { code: 'RM', name: 'Roma' },
  { code: 'RO', name: 'Rovigo' },
  { code: 'SA', name: 'Salerno' },
  { code: 'SS', name: 'Sassari' },
  { code: 'SV', name: 'Savona' },
  { code: 'SI', name: 'Siena' },
  { code: 'SR', name: 'Siracusa' },
  { code: 'SO', name: 'Sondrio' },
  { code: 'SU', name: 'Sud Sardegna' },
  { code: 'TA', name: 'Taranto' },
  { code: 'TE', name: 'Teramo' },
  { code: 'TR', name: 'Terni' },
  { code: 'TO', name: 'Torino' },
  { code: 'TP', name: 'Trapani' },
  { code: 'TN', name: 'Trento' },
  { code: 'TV', name: 'Treviso' },
  { code: 'TS', name: 'Trieste' },
  { code: 'UD', name: 'Udine' },
  { code: 'VA', name: 'Varese' },
  { code: 'VE', name: 'Venezia' },
  { code: 'VB', name: 'Verbano-Cusio-Ossola' },
  { code: 'VC', name: 'Vercelli' },
  { code: 'VR', name: 'Verona' },
  { code: 'VV', name: 'Vibo Valentia' },
  { code: 'VI', name: 'Vicenza' },
  { code: 'VT', name: 'Viterbo' },
];

const PROVINCE_CODES: ReadonlySet<string> = new Set(PROVINCES.map((p) => p.code));

export function isValidProvinceCode(code: string): boolean {
  return PROVINCE_CODES.has(code);
}

/** Postal code (CAP): exactly five digits. */
export function isValidCap(cap: string): boolean {
  return /^\d{5}$/.test(cap);
}

/** Codice destinatario SDI for B2B e-invoicing: seven uppercase letters or digits. */
export function isValidSdiCode(code: string): boolean {
  return /^[A-Z0-9]{7}$/.test(code);
}

/**
 * A public administration's office code (codice univoco ufficio, from the IPA index), its
 * recipient code for FatturaPA FPA12: six uppercase letters or digits.
 */
export function isValidPaOfficeCode(code: string): boolean {
  return /^[A-Z0-9]{6}$/.test(code);
}

/**
 * Partita IVA: 11 digits, the last a Luhn-style check digit (digits in even positions are
 * doubled, 9 subtracted when above 9). A zero matricola (first seven digits) is never issued.
 */
export function isValidPartitaIva(piva: string): boolean {
  if (!/^\d{11}$/.test(piva) || piva.startsWith('0000000')) return false;
  return partitaIvaCheckDigit(piva.slice(0, 10)) === Number(piva[10]);
}

/** The check digit of the first ten digits of a partita IVA (or numeric codice fiscale). */
export function partitaIvaCheckDigit(first10: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i += 1) {
    const digit = Number(first10[i]);
    if (i % 2 === 0) sum += digit;
    else sum += digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
  }
  return (10 - (sum % 10)) % 10;
}

// Omocodia: when two people share a code, digits are replaced by these letters (0..9).
const OMOCODIA = 'LMNPQRSTUV';
const D = `[0-9${OMOCODIA}]`;
const PERSONAL_CF = new RegExp(`^[A-Z]{6}${D}{2}[ABCDEHLMPRST]${D}{2}[A-Z]${D}{3}[A-Z]$`);

// Values of the characters in odd positions (1st, 3rd, …) for the check character;
// digits share the value of the letter with the same index (0 = A, 1 = B, …).
const ODD_VALUES = [
  1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23,
];

/**
 * Codice fiscale: the 16-character code of a person (with its check character and a
 * plausible birth day, omocodia allowed) or the 11-digit code of a company or body, which
 * follows the partita IVA rule. Case-insensitive.
 */
export function isValidCodiceFiscale(cf: string): boolean {
  const code = cf.toUpperCase();
  if (/^\d{11}$/.test(code)) return isValidPartitaIva(code);
  if (!PERSONAL_CF.test(code)) return false;
  const day = Number(decodeOmocodia(code.slice(9, 11)));
  if (!((day >= 1 && day <= 31) || (day >= 41 && day <= 71))) return false;
  return codiceFiscaleCheckChar(code.slice(0, 15)) === code[15];
}

/** The check character of the first 15 characters of a personal codice fiscale. */
export function codiceFiscaleCheckChar(first15: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i += 1) {
    const index = charIndex(first15.charAt(i));
    // Positions are counted from 1, so index 0 is an odd position.
    sum += i % 2 === 0 ? (ODD_VALUES[index] ?? 0) : index;
  }
  return String.fromCharCode(65 + (sum % 26));
}

/** 0..9 for digits, 0..25 for letters. */
function charIndex(ch: string): number {
  return /\d/.test(ch) ? Number(ch) : ch.charCodeAt(0) - 65;
}

function decodeOmocodia(part: string): string {
  return part.replace(/[LMNPQRSTUV]/g, (ch) => String(OMOCODIA.indexOf(ch)));
}
