import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Response } from 'express';
import { map, Observable } from 'rxjs';
import { JsonListResult, ListResult } from './list-query';

/** Answers a ListResult as a plain array with react-admin's Content-Range header. */
@Injectable()
export class ListResultInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      map((value) => {
        if (!(value instanceof ListResult)) return value;
        const response = context.switchToHttp().getResponse<Response>();
        const start = value.range?.start ?? 0;
        const end = value.rows.length === 0 ? start : start + value.rows.length - 1;
        response.setHeader('Content-Range', `${value.resource} ${start}-${end}/${value.total}`);
        if (value instanceof JsonListResult) {
          // A string body goes out as it is (Nest sends strings with res.send): already JSON.
          response.setHeader('Content-Type', 'application/json; charset=utf-8');
          return `[${value.rows.join(',')}]`;
        }
        return value.rows;
      }),
    );
  }
}
