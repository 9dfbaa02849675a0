import { defineJob } from './define-job.ts'
import { jobPayloads } from './payloads.ts'
import { buildDataExport, markExportFailed } from '../server/privacy/build-export.ts'

/** A member's data export (server/privacy): the ZIP, then the e-mail with the signed link. */
export const buildDataExportJob = defineJob({
  name: 'build-data-export',
  ...jobPayloads['build-data-export'],
  handler: async ({ exportId }, { attempt }) => {
    try {
      await buildDataExport(exportId)
    } catch (error) {
      if (attempt >= (jobPayloads['build-data-export'].attempts ?? 3)) await markExportFailed(exportId, error)
      throw error
    }
  },
})
