// Every lander's translated <title> and meta description (React hoists both into <head>).
export function LanderHead({ title, description, siteName }: { title: string; description: string; siteName: string }) {
  return (
    <>
      <title>{`${title} | ${siteName}`}</title>
      <meta name="description" content={description} />
    </>
  )
}
