import { useEffect, useRef, useState } from 'react'
import { useRevalidator } from 'react-router'
import { onMemberEvent } from '../../shell/member-stream.ts'

/** While JavaScript runs: the member's live events reload this conversation and show typing. */
export function useLiveConversation(conversationId: number | null, partnerId: number) {
  const revalidator = useRevalidator()
  const [typing, setTyping] = useState(false)
  const revalidate = useRef(revalidator.revalidate)
  useEffect(() => {
    revalidate.current = revalidator.revalidate
  })
  useEffect(() => {
    let typingTimer: ReturnType<typeof setTimeout> | undefined
    const stop = onMemberEvent((event) => {
      if (event.type === 'typing' && event.senderId === partnerId && event.conversationId === conversationId) {
        setTyping(true)
        clearTimeout(typingTimer)
        typingTimer = setTimeout(() => setTyping(false), 4000)
      }
      if (
        event.type === 'resync' ||
        (event.type === 'message' &&
          (event.conversationId === conversationId || (conversationId === null && event.senderId === partnerId)))
      ) {
        setTyping(false)
        void revalidate.current()
      }
    })
    return () => {
      clearTimeout(typingTimer)
      stop()
    }
  }, [conversationId, partnerId])
  return typing
}
