import { createElement, Fragment, isValidElement, type ComponentType } from 'react';
import { renderToString } from '../util/render-to-string.js';
import { type IslandValue, TAB_ITEM_MARK } from '@docgen/shared/islands';
import type { IslandCollector, IslandModule } from './island-runtime.js';
import type { IslandSlots } from './island-slots.js';
import { NotSerializable } from './island-errors.js';
import { MAP_ENTRY, mapKeyOf } from './island-map.js';
import { codeBlockShadow, shadowProps } from './island-shadow.js';

/** The wrappers of site components' exports, each with its module and export name. */
export type WrappedExports = WeakMap<object, { module: IslandModule; name: string }>;

type Component = ComponentType<Record<string, unknown>>;

/**
 * Props as JSON the browser makes again (`decodeIslandValue`): React elements become host
 * elements, exports of site components (by chunk), or static HTML rendered here.
 */
export function encodeProps(
  props: Record<string, unknown>,
  id: string,
  page: IslandCollector,
  island: IslandSlots,
  wrapped: WrappedExports,
): Record<string, IslandValue> {
  let slots = 0;
  const encode = (value: unknown, where: string): IslandValue | undefined => {
    if (value === undefined) return undefined;
    if (value === null || typeof value === 'boolean' || typeof value === 'string') return value;
    if (typeof value === 'number' && !Number.isFinite(value)) throw new NotSerializable(where, String(value));
    if (typeof value === 'number') return value;
    if (typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value)) {
      const own = wrapped.get(value as object);
      if (own?.module.chunk) {
        page.chunks.set(own.module.chunk.out, own.module.chunk.file);
        return { $dg: 'ref', url: own.module.chunk.url, name: own.name };
      }
      // An imported Markdown file's component (@mdx-js/mdx names it MDXContent) renders the same
      // whatever it is given: its HTML stands for it.
      const entry = mapKeyOf(page.map, value);
      if (entry !== undefined && page.map) {
        page.chunks.set(page.map.chunk.out, page.map.chunk.file);
        return { $dg: 'ref', url: page.map.chunk.url, name: `${MAP_ENTRY}${entry}` };
      }
      if (typeof value === 'function' && value.name === 'MDXContent')
        return {
          $dg: 'static',
          html: renderToString(createElement(value as Component), { identifierPrefix: `${id}s${slots++}-` }),
        };
      if (typeof value === 'function') throw new NotSerializable(where, 'a function');
    }
    if (Array.isArray(value)) return value.map((v, i) => encode(v, `${where}[${i}]`) ?? null);
    if (isValidElement(value)) {
      const element = value as { type: unknown; key: string | null; props: Record<string, unknown> };
      const key = element.key ?? undefined;
      const own =
        typeof element.type === 'object' || typeof element.type === 'function'
          ? wrapped.get(element.type as object)
          : undefined;
      const mapKey = own?.module.chunk ? undefined : mapKeyOf(page.map, element.type);
      if (typeof element.type === 'string' || element.type === Fragment || own?.module.chunk || mapKey !== undefined) {
        const encoded: Record<string, IslandValue> = {};
        for (const [k, v] of Object.entries(element.props)) {
          const e = encode(v, `${where}.props.${k}`);
          if (e !== undefined) encoded[k] = e;
        }
        if (own?.module.chunk) {
          page.chunks.set(own.module.chunk.out, own.module.chunk.file);
          return { $dg: 'mod', url: own.module.chunk.url, name: own.name, props: encoded, ...(key ? { key } : {}) };
        }
        if (mapKey !== undefined && page.map) {
          const chunk = page.map.chunk;
          page.chunks.set(chunk.out, chunk.file);
          for (const [out, file] of chunk.media) page.chunks.set(out, file);
          return { $dg: 'mod', url: chunk.url, name: `${MAP_ENTRY}${mapKey}`, props: encoded, ...(key ? { key } : {}) };
        }
        const read = codeBlockShadow(element.type, element.props);
        const el: IslandValue = {
          $dg: 'el',
          type: element.type === Fragment ? '#' : (element.type as string),
          props: encoded,
          ...(key && !read ? { key } : {}),
        };
        return read ? { $dg: 'read', el, props: read, ...(key ? { key } : {}) } : el;
      }
      if (typeof element.type === 'function' && TAB_ITEM_MARK in element.type) {
        const encoded: Record<string, IslandValue> = {};
        for (const [k, v] of Object.entries(element.props)) {
          const e = encode(v, `${where}.props.${k}`);
          if (e !== undefined) encoded[k] = e;
        }
        return { $dg: 'tabItem', props: encoded, ...(key ? { key } : {}) };
      }
      const read = shadowProps(element.props);
      const slot = island.add(value, read ? undefined : (key ?? undefined), where);
      return read ? { $dg: 'read', el: slot, props: read, ...(key ? { key } : {}) } : slot;
    }
    if (value instanceof Date && !Number.isNaN(value.getTime())) return { $dg: 'date', iso: value.toISOString() };
    if (typeof value === 'object') {
      const proto = Object.getPrototypeOf(value);
      if (proto !== Object.prototype && proto !== null)
        throw new NotSerializable(where, `a ${(value as object).constructor?.name ?? 'class'} object`);
      const out: Record<string, IslandValue> = {};
      for (const [k, v] of Object.entries(value)) {
        const e = encode(v, `${where}.${k}`);
        if (e !== undefined) out[k] = e;
      }
      return out;
    }
    throw new NotSerializable(where, `a ${typeof value}`);
  };
  const out: Record<string, IslandValue> = {};
  for (const [k, v] of Object.entries(props)) {
    const e = encode(v, `"${k}"`);
    if (e !== undefined) out[k] = e;
  }
  return out;
}
