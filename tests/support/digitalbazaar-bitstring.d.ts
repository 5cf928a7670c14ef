// The independent bitstring library the outsider tests read status lists with ships no types.
declare module '@digitalbazaar/bitstring' {
  export class Bitstring {
    constructor(options: { length?: number; buffer?: Uint8Array; leftToRightIndexing?: boolean });
    length: number;
    get(position: number): boolean;
    static decodeBits(options: { encoded: string }): Promise<Uint8Array>;
  }
}
