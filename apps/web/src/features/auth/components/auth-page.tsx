import { Title } from "@mantine/core";
import type { ReactNode } from "react";
import { BrandCardPage } from "../../../components/brand-card-page/brand-card-page.tsx";
import { useLoginLogo } from "../../branding/index.ts";

type AuthPageProps = { title: ReactNode; wide?: boolean; children: ReactNode };

/** The account pages: the organisation's card with its logo and a title. */
export function AuthPage({ title, wide, children }: AuthPageProps) {
  const logo = useLoginLogo();
  return (
    <BrandCardPage logo={logo} wide={wide}>
      <Title order={1} size="h2">
        {title}
      </Title>
      {children}
    </BrandCardPage>
  );
}
