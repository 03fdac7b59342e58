// The trainer's WhatsApp number, which the server shows only to their clients with a confirmed
// session ahead (trainer_profiles.whatsapp is hidden from everyone else).
import { pb } from '@/lib/pocketbase'

const asked = new Map<string, Promise<string>>()

/** The trainer's number, or '' when they have none or it is not shown to me; asked once a page. */
export function trainerWhatsapp(trainerId: string): Promise<string> {
  let answer = asked.get(trainerId)
  if (!answer) {
    // Not shown to me (or no number): the row simply has no WhatsApp link.
    answer = Promise.resolve()
      .then(() =>
        pb
          .collection('trainer_profiles')
          .getFirstListItem(pb.filter('user = {:id}', { id: trainerId }), { fields: 'whatsapp' }),
      )
      .then((profile) => profile?.whatsapp ?? '')
      .catch(() => '')
    asked.set(trainerId, answer)
  }
  return answer
}
