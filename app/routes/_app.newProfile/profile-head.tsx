import { Link } from '~/ui/navigation/link'
import { useTexts } from '~/utils/language/texts'

/** The profile page's heading with its Close, which leads `back`: the patient's and a helper's page alike. */
export function ProfileHead({ title, back }: { title: string; back: string }) {
  const { close } = useTexts('profileScreen')
  return (
    <div className="profile__head">
      <h1>{title}</h1>
      <Link to={back} className="button">
        {close}
      </Link>
    </div>
  )
}
