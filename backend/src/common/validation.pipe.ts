import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

function messagesOf(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((error) => {
    const own = Object.values(error.constraints ?? {});
    // forbidNonWhitelisted says "property x should not exist"; name the path for nested bodies.
    const path = parent ? `${parent}.${error.property}` : error.property;
    const mine = own.map((m) => (parent && m.startsWith(`property ${error.property} `) ? m.replace(error.property, path) : m));
    return [...mine, ...messagesOf(error.children ?? [], path)];
  });
}

/** Refuses unknown fields and answers every field problem in the API error shape. */
export function apiValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => {
      const messages = messagesOf(errors);
      return new BadRequestException({ statusCode: 400, message: messages[0] ?? 'Invalid request data', errors: messages });
    },
  });
}
