// negotiator 1.x (the version Express 5 uses): only what small-answer.ts calls. DefinitelyTyped's
// types describe 0.6, whose encoding() has no `preferred` option.
declare module 'negotiator' {
  import type { IncomingMessage } from 'node:http';
  export default class Negotiator {
    constructor(request: Pick<IncomingMessage, 'headers'>);
    encoding(available: string[], options?: { preferred?: string[] }): string | undefined;
  }
}
