// pdf.js's worker half, imported to run it on this thread (pdf-port.ts); the package types only the main half.
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: {
    /** Answers a PDFWorker built on the other end of `port`. */
    initializeFromPort(port: {
      postMessage(data: unknown, transfer?: Transferable[]): void;
      addEventListener(name: string, listener: (event: { data: unknown }) => void): void;
      removeEventListener(name: string, listener: (event: { data: unknown }) => void): void;
    }): void;
  };
}
