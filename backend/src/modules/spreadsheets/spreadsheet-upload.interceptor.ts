import { BadRequestException, CallHandler, ExecutionContext, Injectable, NestInterceptor, PayloadTooLargeException } from '@nestjs/common';
import { SPREADSHEET_LIMITS } from '@scorecard/contracts';
import type { Request, Response } from 'express';
import multer from 'multer';
import { Observable } from 'rxjs';
import { SPREADSHEET_MESSAGES as M } from './spreadsheet-messages';

// Memory storage: the file is read at once and never touches the disk; the size limit bounds it.
const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: SPREADSHEET_LIMITS.maxBytes, files: 1, fields: 5 } }).single('file');

/**
 * Takes the multipart field 'file' (at most 5 MB) into `request.file`, answering with our words
 * rather than multer's: 413 'The file is larger than 5 MB', 400 for a malformed upload.
 */
@Injectable()
export class SpreadsheetUploadInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    await new Promise<void>((resolve, reject) =>
      upload(http.getRequest<Request>(), http.getResponse<Response>(), (error: unknown) => {
        if (!error) return resolve();
        const code = (error as { code?: string }).code;
        if (code === 'LIMIT_FILE_SIZE') return reject(new PayloadTooLargeException(M.tooLarge));
        reject(new BadRequestException(code === 'LIMIT_UNEXPECTED_FILE' ? M.noFile : `The upload could not be read: ${(error as Error).message}`));
      }),
    );
    return next.handle();
  }
}
