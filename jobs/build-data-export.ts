// A member's data export (server/privacy): the ZIP, then the e-mail with the signed link. The
// export is marked failed when the last attempt fails.
import { z } from 'zod'
import { defineJob } from './define-job.ts'

const ATTEMPTS = 3

export const buildDataExportJob = defineJob({
  name: 'build-data-export',
  payload: z.object({ exportId: z.number().int().positive() }),
  attempts: ATTEMPTS,
  handler: async ({ exportId }, { attempt }) => {
    const { buildDataExport, markExportFailed } = await import('../server/privacy/build-export.ts')
    try {
      await buildDataExport(exportId)
    } catch (error) {
      if (attempt >= ATTEMPTS) await markExportFailed(exportId, error)
      throw error
    }
  },
})
