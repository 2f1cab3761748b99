import { describe, expect, it } from 'vitest';
import { defaultServices, primaryNavigation, serviceGroups, servicesMenu } from './shell.ts';

describe('the Services menu', () => {
  it('lists Glass and Creative with the services, after the six, as well as in the bar (issue 39)', () => {
    const menu = servicesMenu(defaultServices);
    const services = menu.filter((service) => service.group === 'services');
    expect(services.slice(-3, -1)).toEqual([
      { title: 'Glass', path: '/glass', group: 'services' },
      { title: 'Creative', path: '/creative', group: 'services' },
    ]);
    // Under the same names as their top-level links.
    for (const { title, path } of services.slice(-3, -1)) expect(primaryNavigation).toContainEqual({ label: title, to: path });
    // Then what a buyer orders from stock (issue 52).
    expect(services.at(-1)).toEqual({ title: 'Stock catalogue', path: '/catalogue', group: 'services' });
    expect(menu.filter((service) => service.group === 'manufacturing')).toEqual(
      defaultServices.filter((service) => service.group === 'manufacturing'),
    );
    expect(serviceGroups.map((group) => group.key)).toEqual(['services', 'manufacturing']);
  });

  it('names the factory page as the page does, and lists a page once', () => {
    expect(defaultServices.find((service) => service.path === '/uk-fragrance-manufacturer')?.title).toBe('Our factory');
    const twice = servicesMenu(servicesMenu(defaultServices));
    expect(new Set(twice.map((service) => service.path)).size).toBe(twice.length);
  });
});
