import { createContext, useContext } from "react";

/**
 * The level of a page's own title: 1 for a page of its own, 2 for a page shown inside
 * another page's frame (a startup file's tab under the file's name), so that a screen has
 * one level-1 heading.
 */
export const PageHeadingLevel = createContext<1 | 2>(1);

export const usePageHeadingLevel = () => useContext(PageHeadingLevel);
