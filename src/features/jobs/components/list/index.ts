export { JobList } from './job-list';
