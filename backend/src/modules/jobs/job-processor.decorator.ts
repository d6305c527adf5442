import { SetMetadata } from '@nestjs/common';
import { QueueName } from './queue-name';

export const JOB_PROCESSOR = 'scorecard:job-processor';

export interface JobProcessorOptions {
  queue: QueueName;
  concurrency?: number;
}

/** What a processor receives, the same whether BullMQ or the in-process runner delivers it. */
export interface JobContext<T> {
  id?: string;
  name: string;
  data: T;
  /** Attempts made before this one (0 on the first run). */
  attemptsMade: number;
}

export interface JobHandler<T = unknown> {
  process(job: JobContext<T>): Promise<unknown>;
}

/** Marks a provider as the processor of one queue; the jobs module finds it at start-up. */
export const JobProcessor = (queue: QueueName, options: Omit<JobProcessorOptions, 'queue'> = {}) =>
  SetMetadata(JOB_PROCESSOR, { queue, ...options } satisfies JobProcessorOptions);
