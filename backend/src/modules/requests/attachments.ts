import { BadRequestException } from '@nestjs/common';
import { REQUEST_MESSAGES } from './request.messages';

/** Attachment names must carry an extension of the organization's allowedFileTypes (an empty list allows any). */
export function assertAttachmentTypes(names: readonly string[] | undefined, allowed: readonly string[]): void {
  if (!names?.length || allowed.length === 0) return;
  const normalized = allowed.map((a) => (a.startsWith('.') ? a : `.${a}`).toLowerCase());
  for (const name of names) {
    const dot = name.lastIndexOf('.');
    const extension = dot >= 0 ? name.slice(dot).toLowerCase() : '';
    if (!normalized.includes(extension)) throw new BadRequestException(REQUEST_MESSAGES.attachmentType(name, normalized));
  }
}
