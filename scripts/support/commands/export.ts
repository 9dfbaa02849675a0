// The support CLI's export command: build a copy of the member's data (GDPR Art. 15/20): they get the
// download link by e-mail; at most one a day per member.
import { DataExportError, requestDataExport } from '../../../server/privacy/data-export.ts'
import { SupportError, type SupportContext } from '../context.ts'

export async function exportData({ staff, findMember, out }: SupportContext): Promise<number> {
  const user = await findMember()
  try {
    const { exportId } = await requestDataExport(user.id, { requestedBy: { staff } })
    out(`Export ${exportId} of member ${user.id} is being built; ${user.email} gets the download link by e-mail.`)
  } catch (error) {
    if (!(error instanceof DataExportError)) throw error
    if (error.code === 'too_soon')
      throw new SupportError(
        `Member ${user.id} had an export within the last day; the next is possible from ${error.details.nextAt?.toISOString()}.`,
      )
    throw new SupportError(`Member ${user.id} is deleted: there is no data to export.`)
  }
  return 0
}
