import { ArgumentsHost, Catch, ExceptionFilter, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { sendError } from './http-errors';

@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const body = sendError(host.switchToHttp().getResponse<Response>(), exception);
    if (body.statusCode === 503) this.logger.warn(`Database unreachable: ${(exception as Error)?.message ?? String(exception)}`);
    else if (body.statusCode >= 500) this.logger.error((exception as Error)?.stack ?? String(exception));
  }
}
