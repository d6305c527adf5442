import { Module } from '@nestjs/common';
import { AssignmentCountsService } from './assignment-counts.service';

/** Counts of assignments for the library and functions contexts; no imports, so they can import it. */
@Module({ providers: [AssignmentCountsService], exports: [AssignmentCountsService] })
export class AssignmentCountsModule {}
