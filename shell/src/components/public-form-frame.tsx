// A narrow framed card in the middle of a public page, with a heading: the frame of /login and of the account
// pages reached without signing in (forgot/reset password, register, verify email).
import Flex from 'antd/es/flex';
import type { ReactNode } from 'react';
import { Panel } from './panel.js';
import { PublicLayout } from './public-layout.js';
import { Heading, SecondaryText } from './text.js';

export interface PublicFormFrameProps {
  title?: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  width?: number;
}

export function PublicFormFrame({ title, subtitle, children, width = 440 }: PublicFormFrameProps) {
  return (
    <PublicLayout>
      <Flex flex={1} justify="center" align="flex-start" style={{ padding: 'clamp(24px, 6vh, 64px) 16px' }}>
        <Panel style={{ width: '100%', maxWidth: width, padding: 'clamp(20px, 5vw, 36px)' }}>
          {title ? (
            <Flex vertical gap={4} style={{ marginBottom: 24 }}>
              <Heading>{title}</Heading>
              {subtitle ? <SecondaryText>{subtitle}</SecondaryText> : null}
            </Flex>
          ) : null}
          {children}
        </Panel>
      </Flex>
    </PublicLayout>
  );
}
