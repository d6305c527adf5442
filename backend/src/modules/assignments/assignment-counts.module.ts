import { Module } from '@nestjs/common';
import { PeriodLocksModule } from '../period-close/period-locks.module';
import { AssignmentCountsService } from './assignment-counts.service';

/** Counts of assignments and the locks a cascading delete must respect, for the library and functions contexts; it imports only the locks (which import no context), so they can import it. */
@Module({ imports: [PeriodLocksModule], providers: [AssignmentCountsService], exports: [AssignmentCountsService] })
export class AssignmentCountsModule {}
