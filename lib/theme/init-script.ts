import { DEFAULT_LAYOUT, LAYOUT_STORAGE_KEY, MENU_MODES, PRESETS, PRIMARY_NAMES, SURFACE_NAMES } from './palettes';

/** Runs in <head> before first paint: applies the saved configurator choices as data attributes on <html>. */
export function layoutInitScript(): string {
  const allowed = { primary: PRIMARY_NAMES, surface: SURFACE_NAMES, preset: PRESETS, menuMode: MENU_MODES };
  return `(function(){try{var d=${JSON.stringify(DEFAULT_LAYOUT)},a=${JSON.stringify(allowed)},c={};` +
    `try{c=JSON.parse(localStorage.getItem(${JSON.stringify(LAYOUT_STORAGE_KEY)})||'{}')||{}}catch(e){}` +
    `var r=document.documentElement;for(var k in d){var v=a[k].indexOf(c[k])>=0?c[k]:d[k];r.setAttribute('data-'+k.replace(/[A-Z]/g,function(m){return '-'+m.toLowerCase()}),v)}}catch(e){}})();`;
}
