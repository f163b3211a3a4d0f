package it.example.spesa;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
