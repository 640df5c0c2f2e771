/** The bytes are not a workbook these readers read: not a zip, damaged, encrypted, zip64, not XML. */
export class Unreadable extends Error {}

/** A part inflates past the bytes its reader allows, or reading took longer than allowed. */
export class LimitReached extends Error {}
