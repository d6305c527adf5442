import { Injectable } from '@nestjs/common';
import { JobContext, JobHandler, JobProcessor } from '../jobs/job-processor.decorator';
import { QueueName } from '../jobs/queue-name';
import { BriefingBookJob, BriefingBooksService } from './briefing-books.service';

/** Renders one briefing book per job, wherever the workers run (in-process without Redis). One Chromium at a time per process. */
@Injectable()
@JobProcessor(QueueName.BriefingBook, { concurrency: 1 })
export class BriefingBookProcessor implements JobHandler<BriefingBookJob> {
  constructor(private readonly books: BriefingBooksService) {}

  process(job: JobContext<BriefingBookJob>): Promise<void> {
    return this.books.render(job.data, job.attemptsMade);
  }
}
