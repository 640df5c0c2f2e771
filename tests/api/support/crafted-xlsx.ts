import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * Workbooks no spreadsheet program writes, to probe the readers: parts given as text, or as a
 * deflate stream that inflates far beyond its own size (a zip bomb), built without ever holding the
 * inflated bytes.
 */
export type Part = string | { deflated: Buffer; size: number };

/**
 * A deflate stream of `prefix`, then `filler` `times` over, then `suffix`. Each piece ends in a full
 * flush, so the compressed filler is made once and repeated: 1 MiB of spaces compresses to ~1 KiB.
 */
export function inflatingTo(prefix: string, filler: Buffer, times: number, suffix: string): Part {
  const piece = (bytes: Buffer) => deflateRawSync(bytes, { finishFlush: constants.Z_FULL_FLUSH });
  const repeated = piece(filler);
  const deflated = Buffer.concat([
    piece(Buffer.from(prefix)),
    ...Array.from({ length: times }, () => repeated),
    piece(Buffer.from(suffix)),
    deflateRawSync(Buffer.alloc(0)),
  ]);
  return { deflated, size: Buffer.byteLength(prefix) + filler.length * times + Buffer.byteLength(suffix) };
}

/** A zip of the parts, each deflated; a part given already deflated keeps a zero checksum. */
export function zipOf(parts: Record<string, Part>): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, part] of Object.entries(parts)) {
    const nameBytes = Buffer.from(name);
    const { data, size, crc } =
      typeof part === 'string'
        ? { data: deflateRawSync(part), size: Buffer.byteLength(part), crc: crc32(part) }
        : { data: part.deflated, size: part.size, crc: 0 };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(size, 24);
    entry.writeUInt16LE(nameBytes.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    central.push(entry, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(parts).length, 8);
  end.writeUInt16LE(Object.keys(parts).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The sheet XML around `rows` (row elements as text). */
export const sheetXml = (rows: string) => `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData>${rows}</sheetData></worksheet>`;

/** A one-sheet workbook ("Crafted") with the given sheet part and, when given, shared strings. */
export function craftedWorkbook(sheet: Part, sharedStrings?: Part): Buffer {
  const types = [
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>',
    '<Default Extension="xml" ContentType="application/xml"/>',
  ];
  return zipOf({
    '[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">${types.join('')}<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    '_rels/.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="Crafted" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>${sharedStrings ? `<Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/>` : ''}</Relationships>`,
    ...(sharedStrings ? { 'xl/sharedStrings.xml': sharedStrings } : {}),
    'xl/worksheets/sheet1.xml': sheet,
  });
}
