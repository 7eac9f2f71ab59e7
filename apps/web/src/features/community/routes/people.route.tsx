export { Component } from "../../../app/routes/unavailable.route.tsx";
