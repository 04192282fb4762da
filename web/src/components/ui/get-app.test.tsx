import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GetTheApp } from './get-app.tsx';

afterEach(() => vi.unstubAllGlobals());

function stubNavigator(userAgent: string, platform = '', maxTouchPoints = 0) {
  vi.stubGlobal('navigator', { ...navigator, userAgent, platform, maxTouchPoints });
}

describe('the get-the-app offer with no store listing', () => {
  it('tells an iPhone to add the app from the Share menu, as no install offer comes there', () => {
    stubNavigator('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Safari');
    render(<GetTheApp appStoreUrl="" />);
    expect(screen.getByText(/tap Share, then Add to Home Screen/)).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('knows an iPad by its touch screen, though it says it is a Mac', () => {
    stubNavigator('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Safari', 'MacIntel', 5);
    render(<GetTheApp appStoreUrl="" />);
    expect(screen.getByText(/tap Share, then Add to Home Screen/)).toBeInTheDocument();
  });

  it('points other browsers to their own menu until they offer the install', () => {
    stubNavigator('Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36', 'Linux x86_64');
    render(<GetTheApp appStoreUrl="" />);
    expect(screen.getByText(/from your browser's menu/)).toBeInTheDocument();
  });

  it('links the store listing instead, when there is one, on an iPhone too', () => {
    stubNavigator('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)');
    render(<GetTheApp appStoreUrl="https://apps.example/swapsies" />);
    expect(screen.getByRole('link', { name: /App Store/ })).toHaveAttribute('href', 'https://apps.example/swapsies');
    expect(screen.queryByText(/Add to Home Screen/)).not.toBeInTheDocument();
  });
});
