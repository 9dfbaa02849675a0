import { useTranslation } from '../../i18n/use-translation.ts'
import type { ThemeWording } from '../../../server/landers/lander-page.ts'

/** The slug's wording: a short label ("MILF dating", "Dating in Utrecht") and a one-line tagline. */
export function useThemeText(theme: ThemeWording) {
  const { t } = useTranslation('landers')
  const values = { place: theme.place ?? '' }
  return { label: t(`themes.${theme.key}.label`, values), tagline: t(`themes.${theme.key}.tagline`, values) }
}
