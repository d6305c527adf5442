/** Stable queue names: renaming one orphans the jobs already waiting under the old name. */
export enum QueueName {
  Mail = 'mail',
}
