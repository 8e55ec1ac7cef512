// word-extractor 1.0 ships no types: the part of its API we use.
declare module 'word-extractor' {
  interface WordDocument {
    getBody(options?: { filterUnicode?: boolean }): string;
    getHeaders(options?: { includeFooters?: boolean; filterUnicode?: boolean }): string;
    getFootnotes(options?: { filterUnicode?: boolean }): string;
    getTextboxes(options?: { includeHeadersAndFooters?: boolean; includeBody?: boolean }): string;
  }
  export default class WordExtractor {
    extract(source: string | Buffer): Promise<WordDocument>;
  }
}
