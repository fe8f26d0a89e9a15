/** 'Download my data' and 'Delete my account'. Built by the export-and-erasure work. */
export function YourDataSection() {
  return null;
}
