import { describe, expect, it, vi } from 'vitest'
import { loadOnce } from '@/lib/load-once'

describe('loadOnce', () => {
  it('loads once, shares the promise, and tells what it loaded', async () => {
    const load = vi.fn(async () => 'module')
    const get = loadOnce(load)
    expect(get.loaded()).toBeUndefined()
    const [first, second] = await Promise.all([get(), get()])
    expect([first, second, await get()]).toEqual(['module', 'module', 'module'])
    expect(load).toHaveBeenCalledTimes(1)
    expect(get.loaded()).toBe('module')
  })

  it('forgets a failed load, so the next call tries again and can succeed', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('module')
    const get = loadOnce(load)
    await expect(get()).rejects.toThrow('Failed to fetch')
    expect(get.loaded()).toBeUndefined()
    await expect(get()).resolves.toBe('module')
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('turns a load that throws at once into a rejection, and retries it too', async () => {
    let calls = 0
    const get = loadOnce(() => {
      calls += 1
      if (calls === 1) throw new Error('no backend')
      return Promise.resolve(calls)
    })
    await expect(get()).rejects.toThrow('no backend')
    await expect(get()).resolves.toBe(2)
  })
})
