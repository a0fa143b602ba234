export type TextEncodingName = 'utf-8' | 'windows-1252';

export interface DecodedText {
  text: string;
  encoding: TextEncodingName;
  hadBom: boolean;
}

const toBytes = (input: ArrayBuffer | Uint8Array): Uint8Array =>
  input instanceof Uint8Array ? input : new Uint8Array(input);

/**
 * Bytes -> text: strict UTF-8 first; Excel's "CSV (separado por vírgulas)" is Windows-1252,
 * which is never valid UTF-8 once it holds an accent, so a decoding error means that.
 */
export function decodeBytes(input: ArrayBuffer | Uint8Array): DecodedText {
  const bytes = toBytes(input);
  const hadBom = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return { text: stripBom(text), encoding: 'utf-8', hadBom };
  } catch {
    return {
      text: stripBom(new TextDecoder('windows-1252').decode(bytes)),
      encoding: 'windows-1252',
      hadBom: false,
    };
  }
}

const stripBom = (text: string) => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

export async function sha256Hex(input: ArrayBuffer | Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', toBytes(input) as Uint8Array<ArrayBuffer>);
  let hex = '';
  for (const byte of new Uint8Array(digest)) hex += byte.toString(16).padStart(2, '0');
  return hex;
}
