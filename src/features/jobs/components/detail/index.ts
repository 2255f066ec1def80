export { JobDetail } from './job-detail';
