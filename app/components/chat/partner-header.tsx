// The conversation's head: the other member's photo and name, linking to their profile.
import { Link } from 'react-router'
import type { ChatMember } from '../../../server/chat/chat-view.ts'

export function PartnerHeader({ partner }: { partner: ChatMember }) {
  return (
    <div className="d-flex align-items-center gap-2 border-bottom p-2 bg-white">
      {partner.photo ? (
        <img src={partner.photo} alt="" width={40} height={40} className="rounded-circle object-fit-cover" />
      ) : (
        <span className="rounded-circle bg-secondary d-inline-block" style={{ width: 40, height: 40 }} aria-hidden="true" />
      )}
      <Link to={`/members/${partner.id}`} className="fw-bold text-reset text-truncate">
        <h1 className="h5 mb-0">{partner.name}</h1>
      </Link>
    </div>
  )
}
